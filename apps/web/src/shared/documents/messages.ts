/** Words the quote and invoice editors share. */
export const documentEditorMessages = {
  taxes: 'Taxes',
  noTaxRates: 'The company has no tax rates.',
  leaveTitle: 'Leave without saving?',
  leave: 'Leave',
  lines: 'Lines',
  addLine: 'Add line',
  line: (n: number) => `Line ${n}`,
  removeLine: (n: number) => `Remove line ${n}`,
  name: 'Name',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: (currency: string) => `Unit price (${currency})`,
  lineDiscount: 'Discount',
  notes: 'Notes',
  terms: 'Terms',
  /** The studio's note to the client on a quote or an invoice (not in the PDF). */
  message: {
    label: 'Message to your client',
    hint: "Shown at the top of the document in your client's portal and in the email.",
    count: (used: number, max: number) => `${used} / ${max} characters`,
  },
  discountKind: 'Discount kind',
  /** A typed number that cannot be read. */
  invalid: {
    amount: 'Enter an amount of 0 or more in the currency.',
    percent: 'Enter a percentage such as 12.5.',
    quantity: 'Enter a quantity such as 1.5.',
  },
  /** A payment schedule's instalments (the quote's, the invoice's, a template's). */
  schedule: {
    instalment: (n: number) => `Instalment ${n}`,
    addInstalment: 'Add instalment',
    removeInstalment: (n: number) => `Remove instalment ${n}`,
    label: 'Instalment name (optional)',
    labelPlaceholder: (n: number) => (n === 1 ? 'Deposit' : `Instalment ${n}`),
    amountKind: 'How much',
    amountKinds: { fixed: 'Fixed amount', percent: 'Percent of total', balance: 'The balance' },
    amount: (currency: string) => `Amount (${currency})`,
    percent: 'Percent',
    dueKind: 'When',
    dueKinds: {
      'on-acceptance': 'On acceptance',
      relative: 'Before or after a date',
      'fixed-date': 'On a date',
    },
    /** An invoice made without a quote has no acceptance: its first payment is due when sent. */
    onAcceptanceOrSent: 'On acceptance (or when sent)',
    offset: 'Number',
    unit: 'Unit',
    units: { days: 'Days', weeks: 'Weeks', months: 'Months' },
    direction: 'Before or after',
    directions: { before: 'Before', after: 'After' },
    anchor: 'Date',
    anchors: { 'main-date': 'The main date', 'booking-date': 'The booking date' },
    date: 'Due on',
  },
  /** "Add from catalogue": a product or package copied into the lines. */
  catalogue: {
    add: 'Add from catalogue',
    pick: 'Product or package',
    placeholder: 'Search the catalogue',
    empty: 'Nothing in the catalogue matches.',
    loading: 'Loading the catalogue…',
    failed: "Couldn't load the catalogue.",
    products: 'Products',
    packages: 'Packages',
  },
  /** "Use a template": the company's payment schedule templates, in the schedule editors. */
  scheduleTemplates: {
    use: 'Use a template',
    loading: 'Loading templates…',
    failed: "Couldn't load the templates.",
    retry: 'Try again',
    none: 'No templates yet.',
    manage: 'Manage templates',
  },
} as const;

/** The totals under a quote or an invoice (the editors', the pages', the client's view). */
export const documentTotalsMessages = {
  label: 'Totals',
  subtotal: 'Subtotal',
  discount: 'Discount',
  taxTable: 'Tax per rate',
  tax: (name: string, rate: string) => `${name} (${rate})`,
  taxableOn: (amount: string) => `on ${amount}`,
  total: 'Total',
  paid: 'Paid',
  credited: 'Credited',
  balance: 'Balance',
  cannotCompute: 'The totals cannot be worked out yet.',
  includesTax: 'Prices include tax.',
} as const;

/** An invoice's instalments as of today (the invoice page, the client's view). */
export const documentInstalmentMessages = {
  dueOn: (day: string) => `Due on ${day}`,
  whenKnown: 'When its date is known',
  states: {
    paid: 'Paid',
    overdue: 'Overdue',
    due: 'Due',
    upcoming: 'Upcoming',
    unscheduled: 'Not scheduled',
  },
  paid: (amount: string) => `${amount} paid`,
} as const;

/** The parties of an issued invoice or a quote. */
export const documentPartyMessages = {
  from: 'From',
  to: 'To',
  taxNumber: (n: string) => `Tax number: ${n}`,
} as const;

/** A quote's state as the studio reads it (the quote page, the record's documents tab). */
export const quoteStateMessages = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
} as const;
