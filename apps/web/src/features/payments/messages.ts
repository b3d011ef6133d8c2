export const paymentsMessages = {
  title: 'Payments',
  emptyTitle: 'No payments yet',
  empty: 'Payments will appear here once your clients pay their invoices.',
} as const;
