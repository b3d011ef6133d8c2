import { roundHalfAwayFromZero } from '@focal/contracts/money/rounding';
import { PORTAL_PAY_TEXTS } from '@focal/contracts/portal/api';
import { amountToMinor } from '../../../shared/format/format-money';

/** The tips offered, as shares of the amount paid. */
export const TIP_PERCENTS = [10, 15, 20] as const;

/** No tip, one of the shares ("10"), or an amount the client types. */
export type TipChoice = 'none' | `${(typeof TIP_PERCENTS)[number]}` | 'custom';

/** A share of the amount in whole minor units, rounded half up as the surcharge is. */
const shareOf = (amountMinor: number, percent: number) =>
  Number(roundHalfAwayFromZero(BigInt(amountMinor) * BigInt(percent), 100n));

/**
 * The tip for the choice, or why there is none: a typed tip over the amount is refused by the
 * server too. With no amount chosen yet, a share is 0.
 */
export function tipOf(
  choice: TipChoice,
  amountMinor: number | null,
  typed: number | null,
  currency: string,
): { tipMinor: number; error: string | null } {
  if (choice === 'none') return { tipMinor: 0, error: null };
  if (choice !== 'custom') return { tipMinor: shareOf(amountMinor ?? 0, Number(choice)), error: null };
  const tipMinor = typed === null ? 0 : amountToMinor(typed, currency);
  const over = amountMinor !== null && tipMinor > amountMinor;
  return { tipMinor, error: over ? PORTAL_PAY_TEXTS.tipOverAmount : null };
}
