/**
 * Registers /sw.js (apps/web/build/service-worker/worker.ts) in production builds, once the page
 * has loaded: its install downloads the rest of the build, which must not compete with the first
 * screen. `updateViaCache: 'none'` makes every check for a new worker ask the server, so a deploy's
 * worker is found at the next navigation.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, a policy) runs the app as before, without the cache.
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
