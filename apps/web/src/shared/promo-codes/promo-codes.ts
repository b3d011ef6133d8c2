import { localStore } from '../storage/storage';

/**
 * Promo codes that arrive in the address (spec 01 §2.2: `fpr` for ambassadors' referrals, `coupon`)
 * wait in storage for the plans view, each for 3 days (spec 01 §3, §9).
 */
export const PROMO_CODE_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export type PromoKind = 'ambassador' | 'coupon';

/** The waiting codes' storage keys, named as spec 01 §3 names them (under the storage's `focal.` prefix). */
const PROMO_STORAGE_KEYS: Record<PromoKind, string> = {
  ambassador: 'ambassadorPromoCode',
  coupon: 'openPlansWithPromoCode',
};

/** The query parameter that carries each kind. */
export const PROMO_QUERY_PARAMS: Record<string, PromoKind> = { fpr: 'ambassador', coupon: 'coupon' };

export type PendingPromoCode = { kind: PromoKind; code: string };

/** A coupon asks for the plans view outright, so it goes first; then an ambassador's code. */
const PRIORITY: PromoKind[] = ['coupon', 'ambassador'];

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of [...listeners]) listener();
};

export function savePromoCode(kind: PromoKind, code: string) {
  localStore.set(PROMO_STORAGE_KEYS[kind], code, { ttlMs: PROMO_CODE_TTL_MS });
  changed();
}

export function clearPromoCode(kind: PromoKind) {
  localStore.remove(PROMO_STORAGE_KEYS[kind]);
  changed();
}

/** The code the plans view should open with, if one is waiting and has not expired. */
export function pendingPromoCode(): PendingPromoCode | null {
  for (const kind of PRIORITY) {
    const code = localStore.get<string>(PROMO_STORAGE_KEYS[kind]);
    if (typeof code === 'string' && code) return { kind, code };
  }
  return null;
}

/** Hears codes saved or cleared in this tab and, through `storage` events, in other tabs. */
export function subscribePromoCodes(listener: () => void) {
  listeners.add(listener);
  const keys = new Set(Object.values(PROMO_STORAGE_KEYS).map(localStore.fullKey));
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.has(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
