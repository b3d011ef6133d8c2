import type { PromoCode } from '@focal/contracts/promo-codes';

export { formatMoney } from '../../../shared/format/format-money';

/**
 * What a promo code takes off a price, as the order summary previews it; the server computes the
 * charge itself. An amount off in another currency takes nothing off here.
 */
export function previewDiscount(price: number, currency: string, promo: PromoCode | null) {
  if (!promo) return 0;
  if (promo.percentOff !== null) return Math.round((price * promo.percentOff) / 100);
  if (promo.amountOffMinor !== null && promo.currency?.toUpperCase() === currency.toUpperCase())
    return Math.min(promo.amountOffMinor, price);
  return 0;
}
