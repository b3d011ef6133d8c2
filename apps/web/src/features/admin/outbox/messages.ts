import type { OutboxLinkState } from '@focal/contracts/admin';

export const outboxMessages = {
  title: 'Outbox',
  description: 'Mail kept instead of sent (no SMTP_URL), newest first.',
  filterLabel: 'Recipient',
  filterPlaceholder: 'someone@example.com',
  filter: 'Filter',
  clear: 'Show all',
  loading: 'Loading the outbox…',
  tableLabel: 'Mail in the outbox',
  columns: {
    to: 'To',
    subject: 'Subject',
    kind: 'Kind',
    link: 'Link',
    created: 'Queued',
    delivered: 'Delivered',
  },
  /** What became of the mail's link (the server hides one that no longer works). */
  link: {
    NONE: 'None',
    LIVE: 'Works',
    USED: 'Used',
    EXPIRED: 'Expired',
    ENDED: 'No longer valid',
  } satisfies Record<OutboxLinkState, string>,
  linkHidden: (state: string) =>
    `The link in this mail is hidden: ${state.toLowerCase()}. Ask for a new mail if one is needed.`,
  notDelivered: 'Kept',
  emptyTitle: 'No mail',
  emptyText: (to: string) => (to ? `No mail to ${to}.` : 'Mail the app sends appears here.'),
  to: 'To',
  text: 'Text',
  html: 'HTML',
  htmlFrame: (subject: string) => `HTML of "${subject}"`,
  close: 'Close',
} as const;
