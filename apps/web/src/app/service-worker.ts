import { afterFirstContent } from '../shared/routing/first-content';
import { whenIdle } from '../shared/routing/when-idle';

/**
 * How long after the page's first content the worker is registered. Its install downloads the whole
 * build (about 270 files); begun at the window's load, it ran beside the page's own data and the
 * rendering of its first screen: on a 100,000-client studio's calendar the page's tasks took twice
 * their CPU time in wall time while the server answered the precache.
 */
export const REGISTER_AFTER_CONTENT_MS = 5_000;

/**
 * Registers /sw.js (apps/web/build/service-worker/worker.ts) in production builds, once the page has
 * loaded, drawn its first content (shared/routing/first-content.ts), REGISTER_AFTER_CONTENT_MS more
 * have passed and the browser is idle: its install must not compete with the first screen.
 * `updateViaCache: 'none'` makes every check for a new worker ask the server, so a deploy's worker is
 * found at the next navigation.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, a policy) runs the app as before, without the cache.
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
  };
  const afterLoad = () =>
    afterFirstContent(() => setTimeout(() => whenIdle(register), REGISTER_AFTER_CONTENT_MS));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
