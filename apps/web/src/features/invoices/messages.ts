export const invoicesMessages = {
  title: 'Invoice',
  emptyTitle: 'Nothing to show for this invoice',
  empty: 'Invoices will appear here once you create them from a job or lead.',
  editor: {
    new: { title: 'New invoice', text: 'Creating invoices is not available yet.' },
    edit: { title: 'Edit invoice', text: 'Editing invoices is not available yet.' },
    fromQuote: {
      title: 'New invoice from a quote',
      text: 'Making invoices from quotes is not available yet.',
    },
  },
  allPayments: 'Payments',
} as const;
