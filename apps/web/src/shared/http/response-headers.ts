/**
 * Parts of the app that follow a header every API answer carries (spec 01 §4.7: the
 * `last-system-notification-id`) register here; the client reports each answer's headers, failed
 * ones included, and knows nothing of who listens.
 */
type Listener = (value: string) => void;
const listeners = new Map<string, Set<Listener>>();

/** Calls `listener` with the header's value on every answer that carries it; returns the unregister. */
export function watchResponseHeader(name: string, listener: Listener): () => void {
  const key = name.toLowerCase();
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export function reportResponseHeaders(headers: Headers) {
  for (const [name, set] of listeners) {
    const value = headers.get(name);
    if (value === null) continue;
    for (const listener of [...set]) {
      try {
        listener(value);
      } catch {
        // A listener's failure must not fail the request that carried the header.
      }
    }
  }
}
