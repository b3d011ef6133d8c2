import { lazy, Suspense, useSyncExternalStore } from 'react';

const Overlays = lazy(() => import('./overlays'));

let requested = false;
let ready = false;
let resolveReady: () => void = () => {};
const readyPromise = new Promise<void>((resolve) => {
  resolveReady = resolve;
});
const listeners = new Set<() => void>();

const markReady = () => {
  ready = true;
  resolveReady();
};

/** Loads the toast and modal hosts if they are not there yet; resolves once they listen. */
export function ensureOverlays(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of [...listeners]) listener();
  }
  return readyPromise;
}

export const overlaysReady = () => ready;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Mounted once inside the Mantine provider; renders the hosts from the first request on. */
export function OverlayHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Overlays onReady={markReady} />
    </Suspense>
  );
}
