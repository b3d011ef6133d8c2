/**
 * Card payment options (issue 33): a surcharge the studio adds to a card payment, in basis points
 * (250 = 2.5 %), and whether the client may add a tip. Settings → Payments edits them; the portal's
 * pay dialog shows them before paying and the server charges by the same `cardChargeOf`
 * (docs/decisions/card-surcharge-and-tips.md).
 */
import { roundHalfAwayFromZero } from './money/rounding.ts';

export const CARD_SURCHARGE_LIMITS = {
  minBasisPoints: 0,
  /** 10 %: more than card schemes let a merchant pass on anywhere. */
  maxBasisPoints: 1000,
} as const;

/** What a company without a saved setting gets (migration 0045's column defaults). */
export const CARD_PAYMENT_DEFAULTS = { surchargeBasisPoints: 0, tipsEnabled: false } as const;

const BASIS_POINTS_PER_WHOLE = 10_000n;

export type CardCharge = {
  /** What pays the invoice. */
  amountMinor: number;
  surchargeMinor: number;
  tipMinor: number;
  /** What the card is charged. */
  totalMinor: number;
};

/**
 * The parts of one card charge: the surcharge is a share of the amount alone (never of the tip),
 * rounded half up to a whole minor unit. The one place web and server compute it, so what the
 * client is shown is what they are charged.
 */
export function cardChargeOf(input: {
  amountMinor: number;
  surchargeBasisPoints: number;
  tipMinor?: number;
}): CardCharge {
  const { amountMinor, surchargeBasisPoints } = input;
  const tipMinor = input.tipMinor ?? 0;
  const surchargeMinor = Number(
    roundHalfAwayFromZero(BigInt(amountMinor) * BigInt(surchargeBasisPoints), BASIS_POINTS_PER_WHOLE),
  );
  return { amountMinor, surchargeMinor, tipMinor, totalMinor: amountMinor + surchargeMinor + tipMinor };
}
