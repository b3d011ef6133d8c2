import { type ApplyCreditRequest, applyCreditRequestSchema } from '@focal/contracts/invoices/payments';
import { moneyText } from '../../../shared/documents/amounts';
import { formatMoney } from '../../../shared/format/format-money';
import type { DraftErrors } from '../hooks/use-dialog-draft';
import { invoicesMessages } from '../messages';
import { typedAmount } from './payment-draft';

const texts = invoicesMessages.applyCredit;

/** What the apply-credit dialog holds: the amount as typed. */
export type ApplyCreditDraft = { amount: string };
export type ApplyCreditErrors = DraftErrors<ApplyCreditDraft>;

/** What bounds the amount: the invoice's balance and the client's credit, in the invoice's currency. */
export type CreditLimits = { currency: string; balanceMinor: number; creditMinor: number };

export const applyCreditField = (field: string): keyof ApplyCreditDraft | undefined =>
  field === 'amountMinor' ? 'amount' : undefined;

/** The most that can be applied: all the credit, or the balance when it is less. */
export const mostApplicable = (limits: CreditLimits) => Math.min(limits.creditMinor, limits.balanceMinor);

export const newApplyCreditDraft = (limits: CreditLimits): ApplyCreditDraft => ({
  amount: moneyText(mostApplicable(limits), limits.currency),
});

/**
 * The request the draft makes, checked against the balance and the credit (as the server checks)
 * and by the contract's schema, or the amount's message.
 */
export function readApplyCredit(
  draft: ApplyCreditDraft,
  limits: CreditLimits,
  requestId: string,
): { request: ApplyCreditRequest | null; errors: ApplyCreditErrors } {
  const money = (minor: number) => formatMoney(minor, limits.currency);
  const amountMinor = typedAmount(draft, limits.currency);
  const checked = applyCreditRequestSchema.safeParse({ requestId, amountMinor: amountMinor ?? 0 });
  let error: string | undefined;
  if (amountMinor === null || amountMinor < 1 || !checked.success) error = texts.amountInvalid;
  else if (amountMinor > limits.balanceMinor) error = texts.overBalance(money(limits.balanceMinor));
  else if (amountMinor > limits.creditMinor) error = texts.overCredit(money(limits.creditMinor));
  if (!error && checked.success) return { request: checked.data, errors: {} };
  return { request: null, errors: { amount: error ?? texts.amountInvalid } };
}
