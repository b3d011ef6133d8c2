export const settingsMessages = {
  title: 'Settings',
  description: 'Your studio, its companies and how Focal works for you.',
  sections: {
    companies: {
      label: 'Companies',
      text: 'The companies (brands) you work in, and their details.',
    },
    emailSettings: { label: 'Email settings', text: 'How Focal sends the emails your clients receive.' },
    templates: {
      label: 'Quote and invoice templates',
      text: 'The layouts your quotes and invoices start from.',
    },
  },
  appShellNote: 'The other settings are available when you sign in to Focal in a web browser.',
  templates: {
    title: 'Quote and invoice templates',
    emptyTitle: 'No templates yet',
    empty: 'Your quote and invoice templates will appear here once you create them.',
  },
  connect: {
    quickbooks: { title: 'QuickBooks', text: 'Connecting QuickBooks to Focal is not available yet.' },
    xero: { title: 'Xero', text: 'Connecting Xero to Focal is not available yet.' },
    pictime: { title: 'Pic-Time', text: 'Connecting Pic-Time to Focal is not available yet.' },
  },
  backToSettings: 'Settings',
} as const;
