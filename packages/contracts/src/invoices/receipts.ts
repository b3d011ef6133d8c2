import type { PaymentMethod } from './payments.ts';

/**
 * A payment's receipt (issue 33): its number is the invoice's number and the payment's place among
 * the invoice's payments, oldest first (`INV-0001-2`). Payments are never deleted or reordered, so a
 * receipt keeps its number; the server and the web name the file alike.
 */
export const receiptNumber = (invoiceNumber: string, position: number) => `${invoiceNumber}-${position}`;
export const receiptFileName = (invoiceNumber: string, position: number) =>
  `receipt-${receiptNumber(invoiceNumber, position)}.pdf`;

/** A payment's method in the words a client reads (a receipt, the portal); the studio's own add detail. */
export const PAYMENT_METHOD_WORDS = {
  'bank-transfer': 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  card: 'Card',
  other: 'Other',
  'online-card': 'Card',
  'client-credit': 'Credit on account',
} as const satisfies Record<PaymentMethod, string>;
