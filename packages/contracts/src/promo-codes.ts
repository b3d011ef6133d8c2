import { z } from 'zod';
import { ApiRoutes } from './api-routes.ts';
import { envelope } from './envelope.ts';
import { singleLineText } from './fields.ts';

/** Looking a promo code up before checkout (issue 5). `:code` is matched case-insensitively. */
export const PromoCodePaths = {
  lookup: ApiRoutes.lookupPromoCode.path,
} as const;

export const promoCodeSchema = z.object({
  /** Upper-case, as stored. */
  code: z.string(),
  kind: z.enum(['coupon', 'referral']),
  percentOff: z.number().int().nullable(),
  amountOffMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(['once', 'repeating', 'forever']),
  durationInPeriods: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  /** The server's words for it: '20% off the first 3 payments', '$10.00 off every payment'. */
  description: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;
export const promoCodeResponseSchema = envelope(promoCodeSchema);

/** A code as a person types it; the server upper-cases it. */
export const promoCodeInputSchema = singleLineText().trim().min(1).max(64);
