import type { InvoiceFilter } from './api/list-invoices';

export const paymentsMessages = {
  title: 'Payments',
  description: 'What your clients owe you, invoice by invoice.',
  filter: 'Show',
  filters: {
    open: 'Open',
    overdue: 'Overdue',
    all: 'All',
    draft: 'Drafts',
    void: 'Void',
  } satisfies Record<InvoiceFilter, string>,
  columns: {
    number: 'Number',
    client: 'Job',
    title: 'Title',
    state: 'State',
    total: 'Total',
    balance: 'Balance',
    due: 'Due',
  },
  draft: 'Draft',
  noDue: '—',
  openBalance: 'Open balance',
  overdueBalance: 'Overdue',
  invoiceCount: (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`),
  loading: 'Loading invoices',
  failed: "Couldn't load the invoices",
  retry: 'Try again',
  loadMore: 'Load more',
  empty: {
    open: { title: 'Nothing owed right now', text: 'Sent invoices with a balance left appear here.' },
    overdue: { title: 'Nothing overdue', text: 'Invoices with an instalment past its due date appear here.' },
    all: {
      title: 'No invoices yet',
      text: 'Create an invoice from a lead or job (its Documents tab); it appears here.',
    },
    draft: { title: 'No drafts', text: 'Invoices not sent yet appear here.' },
    void: { title: 'No void invoices', text: 'Voided invoices keep their number and appear here.' },
  } satisfies Record<InvoiceFilter, { title: string; text: string }>,
} as const;
