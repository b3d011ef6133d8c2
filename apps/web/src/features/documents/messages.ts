import type { InvoiceState } from '@focal/contracts/invoices/api';
import type { QuoteState } from '@focal/contracts/quotes/api';

/** Texts of the client's read-only document page, /d/{token}. */
export const documentMessages = {
  loading: 'Opening the document…',
  failedTitle: "Couldn't open the document",
  retry: 'Try again',
  pdf: 'Download PDF',
  notes: 'Notes',
  terms: 'Terms',
  /** The studio's note to the client, above the document. */
  messageFrom: (studio: string) => `A message from ${studio}`,
  messageFromStudio: 'Message from the studio',
  lines: 'Items',
  columns: { item: 'Item', quantity: 'Qty', price: 'Price', amount: 'Amount' },
  quote: {
    number: (n: number) => `Quote #${n}`,
    validUntil: (day: string) => `Valid until ${day}`,
    states: {
      draft: 'Draft',
      sent: 'Awaiting your reply',
      viewed: 'Awaiting your reply',
      accepted: 'Accepted',
      declined: 'Declined',
      expired: 'Expired',
    } satisfies Record<QuoteState, string>,
    acceptedOn: (day: string) => `Accepted on ${day}`,
    empty: 'This quote has no items.',
    packages: 'Packages',
    pick: (min: number, max: number) =>
      max === 1
        ? 'Choose one package.'
        : min === max
          ? `Choose ${min} packages.`
          : `Choose from ${min} to ${max} packages.`,
    picked: (count: number, max: number) => `${count} of at most ${max} chosen.`,
    includes: 'Includes',
    addOns: 'Add-ons',
    addOnEach: (price: string) => `${price} each`,
    addOnRange: (min: number, max: number) => (min === 0 ? `Up to ${max}` : `From ${min} to ${max}`),
    quantityOf: (name: string) => `Quantity of ${name}`,
    yourTotal: 'Your total',
    schedules: 'Payment schedule',
    schedulesTwo: 'Payment schedules offered',
    scheduleChosen: 'Chosen',
    noSchedule: 'The whole total is due on acceptance.',
    onAcceptance: 'On acceptance',
    relative: (amount: number, unit: string, direction: 'before' | 'after', anchor: string) =>
      `${amount} ${unit} ${direction} ${anchor}`,
    units: { days: 'days', weeks: 'weeks', months: 'months' },
    unit: { days: 'day', weeks: 'week', months: 'month' },
    anchors: { 'main-date': 'the main date', 'booking-date': 'booking' },
    mainDate: (day: string) => `Main date: ${day}`,
    acceptTitle: 'How to accept',
    accept: "Reply to the studio's email to accept. Accepting online arrives with the client portal.",
    acceptedNote: 'This quote was accepted: it shows the choice that was made.',
  },
  invoice: {
    number: (n: string) => `Invoice ${n}`,
    states: {
      draft: 'Draft',
      sent: 'Open',
      viewed: 'Open',
      'partially-paid': 'Partially paid',
      paid: 'Paid',
      overdue: 'Overdue',
      void: 'Void',
    } satisfies Record<InvoiceState, string>,
    issuedOn: (day: string) => `Issued on ${day}`,
    supplyOn: (day: string) => `Supplied on ${day}`,
    dueOn: (day: string) => `Due on ${day}`,
    empty: 'This invoice has no items.',
    instalments: 'Instalments',
    creditNotes: 'Credit notes',
    creditNote: (number: string, day: string) => `${number}, issued on ${day}`,
    creditNotePdf: (number: string) => `Download credit note ${number} as PDF`,
  },
  /** The client's totals say these their own way. */
  totals: {
    balance: 'Balance due',
    cannotCompute: 'The total cannot be worked out for this choice.',
  },
} as const;
