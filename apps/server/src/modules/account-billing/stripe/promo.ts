import type Stripe from 'stripe';
import type { Db } from '../../../db/client.ts';
import type { CataloguePlan } from '../plans/catalogue.ts';
import { discountFor, type PromoCodeRow, resolvePromoCode } from '../promo-codes/resolve.ts';

/**
 * The promo_codes row for a code as typed, through the one resolver the sandbox checkout uses
 * (unknown, withdrawn, used up → PromoCodeUnknown; expired → PromoCodeExpired), and refused like
 * there when it takes an amount off in another currency than the plan's, or when the account has
 * redeemed it before (once per account).
 */
export async function usablePromoCode(
  db: Db,
  typed: string,
  plan: CataloguePlan,
  account: string,
  now = new Date(),
) {
  const row = await resolvePromoCode(db, typed, now, { account });
  discountFor(row, plan.priceMinor, plan.currency);
  return row;
}

/**
 * The Stripe coupon for a code on a plan, created the first time it is used. A repeating code
 * counts payments, Stripe counts months: 3 payments of an annual plan are 36 months, so the
 * coupon's id names its months. Creating one that exists already is how we find it exists.
 */
export async function stripeCouponFor(stripe: Stripe, promo: PromoCodeRow, plan: CataloguePlan) {
  const months =
    promo.duration === 'repeating'
      ? (promo.durationInPeriods ?? 1) * (plan.billingPeriod === 'ANNUAL' ? 12 : 1)
      : null;
  const id = months ? `FOCAL-${promo.code}-${months}M` : `FOCAL-${promo.code}`;
  try {
    await stripe.coupons.create(
      {
        id,
        name: promo.code,
        duration: promo.duration,
        ...(months && { duration_in_months: months }),
        ...(promo.percentOff != null
          ? { percent_off: promo.percentOff }
          : {
              amount_off: promo.amountOffMinor ?? 0,
              currency: (promo.currency ?? plan.currency).toLowerCase(),
            }),
      },
      { idempotencyKey: `coupon:${id}` },
    );
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_already_exists') throw error;
  }
  return id;
}
