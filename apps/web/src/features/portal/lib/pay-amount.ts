import { PORTAL_PAY_TEXTS } from '@focal/contracts/portal/api';
import { amountToMinor, formatMoney } from '../../../shared/format/format-money';
import type { PublicInvoice } from '../../documents';
import { portalMessages } from '../messages';

const texts = portalMessages.pay;

/** What the client chooses to pay: the next instalment, the whole balance, or an amount they type. */
export type AmountChoice = 'next' | 'full' | 'other';

type Owed = Pick<PublicInvoice, 'instalments' | 'balanceMinor' | 'currency'>;

/**
 * The first instalment with something still owing (the server allocates payments and credits to the
 * instalments oldest first), never more than the balance. Null when none is left, or when it is the
 * whole balance anyway (the full balance says it).
 */
export function nextPayment(invoice: Owed): { amountMinor: number; dueOn: string | null } | null {
  const next = invoice.instalments.find((instalment) => instalment.amountMinor > instalment.paidMinor);
  if (!next) return null;
  const amountMinor = Math.min(next.amountMinor - next.paidMinor, invoice.balanceMinor);
  return amountMinor > 0 && amountMinor < invoice.balanceMinor ? { amountMinor, dueOn: next.dueOn } : null;
}

/** The other amount typed (the money input's number), in minor units; null while empty. */
export const typedMinor = (typed: number | null, currency: string) =>
  typed === null ? null : amountToMinor(typed, currency);

/** Said as soon as the amount typed passes the balance: paying more is refused by the server too. */
export function overBalanceError(amountMinor: number | null, invoice: Owed) {
  if (amountMinor === null || amountMinor <= invoice.balanceMinor) return null;
  return PORTAL_PAY_TEXTS.overBalance(formatMoney(invoice.balanceMinor, invoice.currency));
}

/** The amount to send for the choice, or why there is none. */
export function chosenAmount(
  choice: AmountChoice,
  typed: number | null,
  invoice: Owed,
): { amountMinor: number; error: null } | { amountMinor: null; error: string } {
  if (choice === 'full') return { amountMinor: invoice.balanceMinor, error: null };
  if (choice === 'next') {
    const next = nextPayment(invoice);
    if (next) return { amountMinor: next.amountMinor, error: null };
    return { amountMinor: invoice.balanceMinor, error: null };
  }
  const amountMinor = typedMinor(typed, invoice.currency);
  const over = overBalanceError(amountMinor, invoice);
  if (over) return { amountMinor: null, error: over };
  if (amountMinor === null || amountMinor < 1) return { amountMinor: null, error: texts.enterAmount };
  return { amountMinor, error: null };
}
