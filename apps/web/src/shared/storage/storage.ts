/**
 * Typed values in Web Storage, each with an optional expiry (spec 01 §9: stored values carry an
 * optional expiry, e.g. promo codes live 3 days). Expired or unreadable values read as null and
 * are removed.
 */
type Stored<T> = { v: T; exp?: number };

type SetOptions = { ttlMs?: number };

export type StorageHelper = {
  get<T>(key: string): T | null;
  set<T>(key: string, value: T, options?: SetOptions): void;
  remove(key: string): void;
  /** The full key under which `key` is kept, to match `storage` events from other tabs. */
  fullKey(key: string): string;
};

export function createStorage(
  backend: () => Storage | undefined,
  prefix = 'focal.',
  // Read through `Date` each time (not a captured `Date.now`), so mocked clocks apply.
  now: () => number = () => Date.now(),
): StorageHelper {
  const fullKey = (key: string) => `${prefix}${key}`;
  const safe = <R>(run: (store: Storage) => R, fallback: R): R => {
    try {
      const store = backend();
      return store ? run(store) : fallback;
    } catch {
      // Storage can throw (private mode, quota, disabled cookies): behave as if empty.
      return fallback;
    }
  };

  return {
    fullKey,
    get<T>(key: string) {
      return safe((store) => {
        const raw = store.getItem(fullKey(key));
        if (raw === null) return null;
        let parsed: Stored<T>;
        try {
          parsed = JSON.parse(raw) as Stored<T>;
        } catch {
          store.removeItem(fullKey(key));
          return null;
        }
        if (typeof parsed !== 'object' || parsed === null || !('v' in parsed)) return null;
        if (parsed.exp !== undefined && parsed.exp <= now()) {
          store.removeItem(fullKey(key));
          return null;
        }
        return parsed.v;
      }, null);
    },
    set<T>(key: string, value: T, options: SetOptions = {}) {
      const entry: Stored<T> =
        options.ttlMs === undefined ? { v: value } : { v: value, exp: now() + options.ttlMs };
      safe((store) => store.setItem(fullKey(key), JSON.stringify(entry)), undefined);
    },
    remove(key: string) {
      safe((store) => store.removeItem(fullKey(key)), undefined);
    },
  };
}

const browserWindow = () => (typeof window === 'undefined' ? undefined : window);

/** Survives restarts and is shared by all tabs. */
export const localStore = createStorage(() => browserWindow()?.localStorage);
/** One per tab. */
export const tabStore = createStorage(() => browserWindow()?.sessionStorage);
