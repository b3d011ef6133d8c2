import type { PaymentState } from '@focal/contracts/invoices/payments';

/** Paid, partly refunded or refunded, from what its refunds gave back (repo.ts filters the same way). */
export const paymentStateOf = (row: { amountMinor: number; refundedMinor: number }): PaymentState =>
  row.refundedMinor === 0 ? 'paid' : row.refundedMinor < row.amountMinor ? 'partially-refunded' : 'refunded';
