import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import type { PendingPromoCode } from '../../../shared/promo-codes/promo-codes';

/**
 * The address the frame shows for an opener's `url`: the plans by default, and only pages of this
 * app (an absolute url of our own origin becomes its path). Another site's page would never talk
 * to the app (its messages fail the origin check), so it would be a frame without a way out: the
 * plans show instead.
 */
export function frameUrlFor(url: string | undefined, origin = window.location.origin): string {
  if (!url) return CheckoutFramePages.plans;
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return CheckoutFramePages.plans;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return CheckoutFramePages.plans;
  }
}

/** Spec 01 §2.2: a promo code opens the promotion with it (`?coupon=` or, for a referral, `?fpr=`). */
export function promotionUrl({ kind, code }: PendingPromoCode): string {
  const param = kind === 'coupon' ? 'coupon' : 'fpr';
  return `${CheckoutFramePages.promotion}?${new URLSearchParams({ [param]: code }).toString()}`;
}

/** An app path (not another site, not `//host`): where the instant-login link may lead. */
export const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');
