import type { PromoCode } from '@focal/contracts/promo-codes';

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in the currency's minor units (cents), as the catalogue and invoices keep it. */
export function formatMoney(minor: number, currency: string) {
  const key = currency.toUpperCase();
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: key });
    formatters.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

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
