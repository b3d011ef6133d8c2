import {
  type Payment,
  type PaymentRefund,
  type RefundPaymentRequest,
  refundPaymentRequestSchema,
} from '@focal/contracts/invoices/payments';
import { moneyText } from '../../../shared/documents/amounts';
import { formatMoney } from '../../../shared/format/format-money';
import type { DraftErrors } from '../hooks/use-dialog-draft';
import { invoicesMessages } from '../messages';
import { formatDay } from './format';
import { typedAmount } from './payment-draft';

const texts = invoicesMessages.refund;

/** What the refund dialog holds: the amount as typed, the day and the reason as their inputs give them. */
export type RefundDraft = { amount: string; refundedOn: string; reason: string };
export type RefundErrors = DraftErrors<RefundDraft>;

type Refunded = Pick<Payment, 'currency' | 'amountMinor' | 'creditMinor' | 'refundedMinor' | 'receivedOn'> & {
  /** Its refunds as listed: a card refund still pending holds its amount. */
  refunds?: readonly Pick<PaymentRefund, 'amountMinor' | 'status'>[];
};

/** The dialog's input for each field of the request (the server's `data.fields` name these). */
const FIELDS: Record<string, keyof RefundDraft> = {
  amountMinor: 'amount',
  refundedOn: 'refundedOn',
  reason: 'reason',
};
export const refundField = (field: string): keyof RefundDraft | undefined => FIELDS[field];

/** What can still be given back of a payment (a pending card refund's amount is not). */
export const leftToRefund = (payment: Refunded) =>
  payment.amountMinor -
  payment.refundedMinor -
  (payment.refunds ?? [])
    .filter((refund) => refund.status === 'pending')
    .reduce((held, refund) => held + refund.amountMinor, 0);

/** The days a refund may carry: from the day the payment arrived to today (the company's). */
export const refundDays = (payment: Refunded, today: string) => ({
  from: payment.receivedOn,
  to: today,
});

/** The dialog's start: everything left of the payment, given back today. */
export const newRefundDraft = (payment: Refunded, today: string): RefundDraft => ({
  amount: moneyText(leftToRefund(payment), payment.currency),
  refundedOn: refundDays(payment, today).to,
  reason: '',
});

/**
 * How a refund splits, as the server splits it: the payment's credit not yet given back first
 * (money the invoice did not need), then what paid the invoice (its balance goes up by that).
 */
export function refundSplit(payment: Refunded, amountMinor: number) {
  const fromCreditMinor = Math.min(amountMinor, Math.max(0, payment.creditMinor - payment.refundedMinor));
  return { fromCreditMinor, fromPaidMinor: amountMinor - fromCreditMinor };
}

/**
 * The request the draft makes, checked by the contract's schema (the server's own), what is left
 * and the day's bounds, or the message for each input it fails on.
 */
export function readRefund(
  draft: RefundDraft,
  payment: Refunded,
  requestId: string,
  today: string,
): { request: RefundPaymentRequest | null; errors: RefundErrors } {
  const errors: RefundErrors = {};
  const amountMinor = typedAmount(draft, payment.currency);
  const left = leftToRefund(payment);
  if (amountMinor === null || amountMinor < 1) errors.amount = texts.amountInvalid;
  else if (amountMinor > left) errors.amount = texts.tooMuch(formatMoney(left, payment.currency));
  // Days as 'YYYY-MM-DD' sort as text; an empty one is the schema's to refuse.
  const { from, to } = refundDays(payment, today);
  if (draft.refundedOn !== '' && (draft.refundedOn < from || draft.refundedOn > to))
    errors.refundedOn = texts.dayOutside(formatDay(from), formatDay(to));
  if (draft.reason.trim() === '') errors.reason = texts.reasonRequired;
  const checked = refundPaymentRequestSchema.safeParse({
    requestId,
    amountMinor: amountMinor ?? 0,
    refundedOn: draft.refundedOn,
    reason: draft.reason,
  });
  for (const issue of checked.error?.issues ?? []) {
    const field = refundField(String(issue.path[0]));
    if (field) errors[field] ??= field === 'refundedOn' ? texts.dayInvalid : issue.message;
  }
  const valid = checked.success && Object.keys(errors).length === 0;
  return { request: valid ? checked.data : null, errors };
}
