import type { CardAttemptState } from '@focal/contracts/invoices/card-attempts';
import type { InvoiceFilter } from './api/list-invoices';
import type { PaymentsView } from './lib/view';

export const paymentsMessages = {
  title: 'Payments',
  view: 'View',
  views: { invoices: 'Invoices', payments: 'Payments' } satisfies Record<PaymentsView, string>,
  descriptions: {
    invoices: 'What your clients owe you, invoice by invoice.',
    payments: 'What your clients have paid you, as recorded on their invoices.',
  } satisfies Record<PaymentsView, string>,
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
  /** The Payments view: the payments recorded against invoices. */
  paid: {
    table: 'Recorded payments',
    columns: {
      received: 'Received',
      client: 'Client',
      invoice: 'Invoice',
      record: 'Record',
      method: 'Method',
      reference: 'Reference',
      amount: 'Amount',
    },
    none: '—',
    filters: {
      client: 'Client',
      clientLoading: '…',
      unknownClient: 'A removed client',
      method: 'Method',
      anyMethod: 'Any method',
      state: 'State',
      anyState: 'Any state',
      from: 'Received from',
      to: 'Received to',
      job: 'Lead or job',
      jobLoading: '…',
      unknownJob: 'A removed lead or job',
    },
    totals: 'Totals for these filters',
    count: (count: number) => (count === 1 ? '1 payment' : `${count} payments`),
    keptAsCredit: (amount: string) => `of which ${amount} kept as credit`,
    refunded: (amount: string) => `${amount} refunded`,
    download: 'Download CSV',
    loading: 'Loading payments',
    failed: "Couldn't load the payments",
    empty: {
      title: 'No payments recorded yet.',
      text: "Record a payment from an issued invoice's page (Record payment); it appears here.",
    },
    noMatch: {
      title: 'No payments match these filters.',
      text: 'Change or clear the filters to see more.',
    },
    clearFilters: 'Clear filters',
  },
  /** The card payments clients started in the portal that are under way or failed (state filter). */
  attempts: {
    states: { pending: 'Pending', failed: 'Failed' } satisfies Record<CardAttemptState, string>,
    table: {
      pending: 'Card payments under way',
      failed: 'Failed card payments',
    } satisfies Record<CardAttemptState, string>,
    columns: { started: 'Started', state: 'State' },
    days: { from: 'Started from', to: 'Started to' },
    awaitingBank: 'Waiting for the bank',
    surcharge: (amount: string) => `+ ${amount} surcharge`,
    tip: (amount: string) => `+ ${amount} tip`,
    count: (count: number) => (count === 1 ? '1 card payment' : `${count} card payments`),
    loading: 'Loading card payments',
    empty: {
      pending: {
        title: 'No card payments under way.',
        text: 'A card payment a client started in the portal shows here until their bank answers.',
      },
      failed: {
        title: 'No failed card payments.',
        text: 'A card payment that was declined, or never confirmed with the bank, shows here.',
      },
    } satisfies Record<CardAttemptState, { title: string; text: string }>,
  },
} as const;
