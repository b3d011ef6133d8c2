import { pendingPromoCode } from '../../../shared/promo-codes/promo-codes';

/**
 * The promo code a page opened with: `?promoCode=`, `?coupon=` or `?fpr=` while still in the address,
 * else the one waiting in storage. The app's address reader (app/url-params) stores `coupon` and
 * `fpr` for 3 days and takes them out of the address, so storage is where they usually are.
 */
export function promoFromAddress(search: string) {
  const params = new URLSearchParams(search);
  for (const name of ['promoCode', 'coupon', 'fpr']) {
    const code = params.get(name)?.trim();
    if (code) return code;
  }
  return pendingPromoCode()?.code ?? '';
}
