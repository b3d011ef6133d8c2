export const emailSettingsMessages = {
  title: 'Email settings',
  text: 'Choosing how Focal sends your emails is not available yet.',
  backToSettings: 'Settings',
} as const;
