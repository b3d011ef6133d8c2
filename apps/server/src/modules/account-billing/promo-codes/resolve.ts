import type { PromoCode } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { PromoCodeText } from './messages.ts';
import { type PromoCodeRow, promoCodeByCode, redeemedBy } from './repo.ts';

export type { PromoCodeRow } from './repo.ts';

/** What other modules (checkout, renewals, the Stripe webhook) do with codes: this file, never repo.ts. */
export { promoCodeByCode, redeem, release } from './repo.ts';
/** The console's catalogue (admin-catalogue): list, create, expire, redemptions. */
export { allPromoCodes, expirePromoCodeAt, insertNewPromoCode, redemptionsOf } from './repo.ts';

/** A code as stored: trimmed and upper-cased (people type 'welcome20'). */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The one resolver of promo codes (lookup, checkout, renewals, the Stripe provider): the live code,
 * or 404 PromoCodeUnknown (never issued, withdrawn or used up) / 410 PromoCodeExpired. With
 * `lock`, call inside a transaction: the row stays locked until it ends, so a redemption counted
 * after this check cannot pass max_redemptions under parallel checkouts. `redeemed`: the code was
 * applied at checkout (renewals), so only its existence is checked. `account`: the account about
 * to redeem it; a code is redeemed once per account (issue 10 §6), so a second time is refused.
 */
export async function resolvePromoCode(
  db: Db,
  code: string,
  now = new Date(),
  options: { lock?: boolean; redeemed?: boolean; account?: string } = {},
): Promise<PromoCodeRow> {
  const wanted = normalisePromoCode(code);
  const row = await promoCodeByCode(db, wanted, options);
  // Already redeemed (a renewal): it stands whatever has happened to the code since.
  if (row && options.redeemed) return row;
  const usedUp = row?.maxRedemptions != null && row.redemptions >= row.maxRedemptions;
  if (!row || !row.active || usedUp)
    throw new AppError('PromoCodeUnknown', PromoCodeText.unknownTitle, PromoCodeText.unknown(wanted));
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime())
    throw new AppError(
      'PromoCodeExpired',
      PromoCodeText.expiredTitle,
      PromoCodeText.expired(wanted, longDate.format(row.expiresAt)),
    );
  if (options.account && (await redeemedBy(db, row.code, options.account)))
    throw new AppError('PromoCodeUnknown', PromoCodeText.usedTitle, PromoCodeText.used(wanted));
  return row;
}

const formatMoney = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amountMinor / 100);

/** The discount in plain words: '20% off your first 3 payments'. */
function describePromoCode(row: PromoCodeRow): string {
  const off =
    row.percentOff != null
      ? `${row.percentOff}%`
      : formatMoney(row.amountOffMinor ?? 0, row.currency ?? 'USD');
  if (row.duration === 'forever') return PromoCodeText.forever(off);
  if (row.duration === 'repeating') return PromoCodeText.repeating(off, row.durationInPeriods ?? 1);
  return PromoCodeText.once(off);
}

export function promoCodeData(row: PromoCodeRow): PromoCode {
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffMinor: row.amountOffMinor,
    currency: row.currency,
    duration: row.duration,
    durationInPeriods: row.durationInPeriods,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    description: describePromoCode(row),
  };
}

/**
 * What the code takes off one payment of `priceMinor` (never more than the price). An amount-off
 * code applies only in its own currency: in another it is refused (PromoCodeUnknown, its own words).
 */
export function discountFor(row: PromoCodeRow, priceMinor: number, currency: string): number {
  if (row.percentOff != null) return Math.min(priceMinor, Math.round((priceMinor * row.percentOff) / 100));
  if (row.currency && row.currency.toUpperCase() !== currency.toUpperCase())
    throw new AppError(
      'PromoCodeUnknown',
      PromoCodeText.wrongCurrencyTitle,
      PromoCodeText.wrongCurrency(row.code, row.currency.toUpperCase()),
    );
  return Math.min(priceMinor, row.amountOffMinor ?? 0);
}

/**
 * How many renewals after the first payment the code still discounts: once → 0, repeating N → N−1,
 * forever → null (every one). Stored on the subscription as promo_periods_left.
 */
export function periodsLeftAfterFirst(row: PromoCodeRow): number | null {
  if (row.duration === 'forever') return null;
  if (row.duration === 'repeating') return Math.max(0, (row.durationInPeriods ?? 1) - 1);
  return 0;
}
