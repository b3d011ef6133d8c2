import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { clearPromoCode, type PendingPromoCode, pendingPromoCode, subscribePromoCodes } from './promo-codes';

// A string snapshot, so an unchanged code compares equal between reads.
const snapshot = () => {
  const pending = pendingPromoCode();
  return pending ? `${pending.kind}:${pending.code}` : '';
};

/**
 * The promo code the plans view should open with (spec 01 §2.2), for the subscription feature:
 * `promo` is null when none is waiting; `clear()` forgets it once it has been used.
 */
export function usePendingPromoCode(): { promo: PendingPromoCode | null; clear: () => void } {
  const current = useSyncExternalStore(subscribePromoCodes, snapshot, () => '');
  const promo = useMemo<PendingPromoCode | null>(() => {
    if (!current) return null;
    const at = current.indexOf(':');
    return { kind: current.slice(0, at) as PendingPromoCode['kind'], code: current.slice(at + 1) };
  }, [current]);
  const clear = useCallback(() => {
    if (promo) clearPromoCode(promo.kind);
  }, [promo]);
  return { promo, clear };
}
