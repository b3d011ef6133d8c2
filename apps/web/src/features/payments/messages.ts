import type { EmptyPageTexts } from '../../shared/ui/empty-page';

export const paymentsMessages = {
  list: {
    title: 'Payments',
    emptyTitle: 'No payments yet',
    empty: 'Payments will appear here once your clients pay their invoices.',
  } satisfies EmptyPageTexts,
} as const;
