import { appliedPromoCode, clearAppliedPromoCode } from '../../../shared/promo-codes/applied-promo-code';
import { clearPromoCode, pendingPromoCode } from '../../../shared/promo-codes/promo-codes';

/**
 * The promo code a page opened with: `?promoCode=`, `?coupon=` or `?fpr=` while still in the
 * address, else the one stored. The app's address reader (app/url-params) stores `coupon` and `fpr`
 * for 3 days and takes them out of the address, and the frame's host moves a code it opened the
 * promotion with to `appliedPromoCode`: so storage is where they usually are.
 */
export function promoFromAddress(search: string) {
  const params = new URLSearchParams(search);
  for (const name of ['promoCode', 'coupon', 'fpr']) {
    const code = params.get(name)?.trim();
    if (code) return code;
  }
  return pendingPromoCode()?.code ?? appliedPromoCode()?.code ?? '';
}

/** A checkout paid with `code`: it should not greet the next visit to the plans. */
export function forgetPromoCode(code: string) {
  const same = (other: string | undefined) => other?.toUpperCase() === code.toUpperCase();
  const pending = pendingPromoCode();
  if (pending && same(pending.code)) clearPromoCode(pending.kind);
  if (same(appliedPromoCode()?.code)) clearAppliedPromoCode();
}
