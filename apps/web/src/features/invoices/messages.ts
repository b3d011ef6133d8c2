import { sharedMessages } from '../../shared/messages';
import type { EmptyPageTexts } from '../../shared/ui/empty-page';

const notYet = (title: string, empty: string): EmptyPageTexts => ({
  title,
  emptyTitle: sharedMessages.notAvailableYet,
  empty,
});

export const invoicesMessages = {
  invoice: {
    title: 'Invoice',
    emptyTitle: 'Nothing to show for this invoice',
    empty: 'Invoices will appear here once you create them from a job or lead.',
  } satisfies EmptyPageTexts,
  editor: {
    new: notYet('New invoice', 'Creating invoices is not available yet.'),
    edit: notYet('Edit invoice', 'Editing invoices is not available yet.'),
    fromQuote: notYet('New invoice from a quote', 'Making invoices from quotes is not available yet.'),
  },
  allPayments: 'Payments',
} as const;
