/**
 * Card payment options (issue 33): a surcharge the studio adds to a card payment, in basis points
 * (250 = 2.5 %), and whether the client may add a tip. Settings → Payments edits them; the portal's
 * pay dialog shows them before paying and the server charges by the same `cardChargeOf`
 * (docs/decisions/card-surcharge-and-tips.md).
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
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

/** A share of an amount in basis points (250: 2.5 %), rounded half up to a whole minor unit. */
export const shareInBasisPoints = (amountMinor: number, basisPoints: number): number =>
  Number(roundHalfAwayFromZero(BigInt(amountMinor) * BigInt(basisPoints), BASIS_POINTS_PER_WHOLE));

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
  const surchargeMinor = shareInBasisPoints(amountMinor, surchargeBasisPoints);
  return { amountMinor, surchargeMinor, tipMinor, totalMinor: amountMinor + surchargeMinor + tipMinor };
}

/** The card options: the surcharge as a whole number of basis points, and the tip switch. */
export const cardPaymentSettingsSchema = z.strictObject({
  surchargeBasisPoints: z
    .number()
    .int()
    .min(CARD_SURCHARGE_LIMITS.minBasisPoints)
    .max(CARD_SURCHARGE_LIMITS.maxBasisPoints),
  tipsEnabled: z.boolean(),
});
export type CardPaymentSettings = z.infer<typeof cardPaymentSettingsSchema>;

/**
 * Settings → Payments, as saved. One object per kind of option (`card` now), so another (the card
 * provider's account) joins the answer beside it without changing what is there.
 */
export const paymentSettingsSchema = z.strictObject({
  /** The version the form was loaded at (null: the defaults, never saved); a newer one is StaleVersion. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  card: cardPaymentSettingsSchema,
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** The settings in force (the defaults until saved). */
export const paymentSettingsResponseSchema = envelope(
  z.object({
    /** When they were last saved; null while the defaults apply. */
    updatedAt: z.string().nullable(),
    card: z.object({ surchargeBasisPoints: z.number().int(), tipsEnabled: z.boolean() }),
  }),
);
export type PaymentSettingsView = z.infer<typeof paymentSettingsResponseSchema>['data'];

/** A surcharge as people read it: 250 → "2.5 %", 1000 → "10 %". */
export const surchargePercentText = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
