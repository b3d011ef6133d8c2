/** What users and administrators read when a system-notification request is refused. */
export const NotificationText = {
  notFound: 'That notification',
  popupNotFound: "That notification's popup",
  retiredTitle: 'This notification is retired',
  retired: 'A retired notification cannot be changed. Create a new one instead.',
  checkFormTitle: 'Please check the notification',
  unknownEmails: (emails: string[]) => `No user has these addresses: ${emails.join(', ')}.`,
  emptyAfterSanitising: 'Nothing would show: only text, basic formatting and links are kept.',
} as const;
