import type { Invoice } from '@focal/contracts/invoices/api';
import {
  type PaymentMethod,
  type RecordPaymentRequest,
  recordPaymentRequestSchema,
} from '@focal/contracts/invoices/payments';
import { moneyText, readMoney } from '../../../shared/documents/amounts';
import type { DraftErrors } from '../hooks/use-dialog-draft';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.payment;

/** What the payment dialog holds: the amount as typed, the rest as its inputs give them. */
export type PaymentDraft = {
  amount: string;
  receivedOn: string;
  method: PaymentMethod;
  reference: string;
  note: string;
};
export type PaymentErrors = DraftErrors<PaymentDraft>;

/** The dialog's input for each field of the request (the server's `data.fields` name these). */
const FIELDS: Record<string, keyof PaymentDraft> = {
  amountMinor: 'amount',
  receivedOn: 'receivedOn',
  method: 'method',
  reference: 'reference',
  note: 'note',
};
export const paymentField = (field: string): keyof PaymentDraft | undefined => FIELDS[field];

type Owed = Pick<Invoice, 'instalments' | 'balanceMinor'>;

/**
 * What the first instalment not paid in full still asks; never more than the balance (a credit
 * note lowers the balance, not the instalments). Null when none is left.
 */
export function nextInstalmentMinor(invoice: Owed): number | null {
  const next = invoice.instalments.find((instalment) => instalment.amountMinor > instalment.paidMinor);
  const left = next ? Math.min(next.amountMinor - next.paidMinor, invoice.balanceMinor) : 0;
  return left > 0 ? left : null;
}

/** The dialog's start: the next instalment's amount (else the balance), received today by bank transfer. */
export const newPaymentDraft = (invoice: Owed & Pick<Invoice, 'currency'>, today: string): PaymentDraft => ({
  amount: moneyText(nextInstalmentMinor(invoice) ?? invoice.balanceMinor, invoice.currency),
  receivedOn: today,
  method: 'bank-transfer',
  reference: '',
  note: '',
});

/** The amount typed (a payment's, a refund's), in minor units; null while it is not an amount. */
export const typedAmount = (draft: { amount: string }, currency: string) =>
  readMoney(draft.amount.trim(), currency);

/**
 * The request the draft makes, checked by the contract's schema (the server's own), or the
 * message for each input it fails on.
 */
export function readPayment(
  draft: PaymentDraft,
  currency: string,
  requestId: string,
  today: string,
): { request: RecordPaymentRequest | null; errors: PaymentErrors } {
  const errors: PaymentErrors = {};
  const amountMinor = typedAmount(draft, currency);
  if (amountMinor === null || amountMinor < 1) errors.amount = texts.amountInvalid;
  // Days as 'YYYY-MM-DD' sort as text.
  if (draft.receivedOn > today) errors.receivedOn = texts.dayInFuture;
  const checked = recordPaymentRequestSchema.safeParse({
    requestId,
    amountMinor: amountMinor ?? 0,
    receivedOn: draft.receivedOn,
    method: draft.method,
    reference: draft.reference,
    note: draft.note,
  });
  for (const issue of checked.error?.issues ?? []) {
    const field = paymentField(String(issue.path[0]));
    if (field) errors[field] ??= field === 'receivedOn' ? texts.dayInvalid : issue.message;
  }
  const valid = checked.success && Object.keys(errors).length === 0;
  return { request: valid ? checked.data : null, errors };
}
