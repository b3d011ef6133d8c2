import { localStore } from '../storage/storage';
import { clearPromoCode, type PendingPromoCode, PROMO_CODE_TTL_MS } from './promo-codes';

/** Where the code the plans view was opened with is kept, beside the two waiting codes (spec 01 §3). */
const APPLIED_PROMO_KEY = 'appliedPromoCode';

/**
 * The plans view has been opened with `promo`: it moves from its pending key to `appliedPromoCode`
 * (3 days again), so it does not open the view on every page, and the checkout can still use it.
 */
export function markPromoCodeApplied(promo: PendingPromoCode) {
  localStore.set(APPLIED_PROMO_KEY, promo, { ttlMs: PROMO_CODE_TTL_MS });
  clearPromoCode(promo.kind);
}

/** The code the plans view was opened with, until a checkout succeeds or it expires. */
export function appliedPromoCode(): PendingPromoCode | null {
  const stored = localStore.get<PendingPromoCode>(APPLIED_PROMO_KEY);
  return stored && typeof stored.code === 'string' && stored.code ? stored : null;
}

/** A successful checkout has used the code. */
export function clearAppliedPromoCode() {
  localStore.remove(APPLIED_PROMO_KEY);
}
