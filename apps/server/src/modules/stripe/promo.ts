import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CataloguePlan } from '../plans/catalogue.ts';
import { StripeText } from './messages.ts';
import { promoCodeRow } from './repo.ts';

type PromoRow = NonNullable<Awaited<ReturnType<typeof promoCodeRow>>>;

/**
 * Our promo_codes row for a code as typed, refused as the sandbox checkout refuses it: unknown,
 * withdrawn, used up, or an amount off in another currency than the plan's → PromoCodeUnknown;
 * past its expiry → PromoCodeExpired.
 */
export async function usablePromoCode(db: Db, typed: string, plan: CataloguePlan, now = new Date()) {
  const code = typed.trim().toUpperCase();
  const row = await promoCodeRow(db, code);
  const usedUp = row?.maxRedemptions != null && row.redemptions >= row.maxRedemptions;
  const otherCurrency =
    row?.amountOffMinor != null && row.currency?.toUpperCase() !== plan.currency.toUpperCase();
  if (!row || !row.active || usedUp || otherCurrency)
    throw new AppError('PromoCodeUnknown', StripeText.promoUnknownTitle, StripeText.promoUnknown(code));
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime())
    throw new AppError(
      'PromoCodeExpired',
      StripeText.promoExpiredTitle,
      StripeText.promoExpired(code, row.expiresAt),
    );
  return row;
}

/**
 * The Stripe coupon for a code on a plan, created the first time it is used. A repeating code
 * counts payments, Stripe counts months: 3 payments of an annual plan are 36 months, so the
 * coupon's id names its months. Creating one that exists already is how we find it exists.
 */
export async function stripeCouponFor(stripe: Stripe, promo: PromoRow, plan: CataloguePlan) {
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
