import './app/styles';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { resolveRouteModules } from './app/boot/route-modules';
import { keepShellSkeleton } from './app/boot/shell-skeleton';
import { finishTakeOver, readTypedFields } from './app/boot/take-over';
import { createAppRouter } from './app/router';
import { routes } from './app/routes';
import { dropEarlyResponses } from './shared/http/early-responses';
import { awaitFirstContent } from './shared/routing/first-content';
import { nextTask } from './shared/routing/next-task';
import { registerServiceWorker } from './app/service-worker';
import { isSignedIn } from './shared/session/session-store';

declare global {
  interface Window {
    /** Set by app/boot/first-paint.js (inline in the page's head) when this browser is shown /unsupported_browser instead. */
    focalUnsupportedBrowser?: boolean;
  }
}

/**
 * /login and /signup arrive prerendered (build/prerender-plugin.ts): the app hydrates them, with the
 * page's route modules loaded first so its first render is that page. A signed-in visitor's app
 * differs from the signed-out HTML (the plans frame mounts), so it renders afresh instead of
 * hydrating into a mismatch; so does every other page (index.html holds only the shell skeleton).
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A stored session on a page with the frame (app/boot/first-paint.js marks it): the bootstrap request
  // starts now, beside the lazy chunks, not after them.
  if (document.documentElement.hasAttribute('data-shell'))
    void import('./app/signed-in-frame').then((m) => m.prefetchBootstrap());
  const hydrate = root.dataset.prerendered === location.pathname && !isSignedIn();
  if (hydrate) await resolveRouteModules(routes, location.pathname);
  // The router's first match is a task of its own, not part of the code's evaluation (together one of
  // the longest tasks after a phone's first paint).
  else await nextTask();
  const router = createAppRouter();
  // The early requests' answers (app/boot/early-requests.ts) are for the page opened: gone at the first move.
  const opened = router.state.location.key;
  const stopWatching = router.subscribe(({ location }) => {
    if (location.key === opened) return;
    dropEarlyResponses();
    stopWatching();
  });
  if (hydrate) {
    const typed = readTypedFields(root);
    // In a transition React hydrates in short tasks, yielding to the browser between them, instead
    // of one task as long as the page (most of a second of /signup on a phone: Lighthouse's TBT).
    startTransition(() => {
      hydrateRoot(root, <AppRoot router={router} onTakenOver={() => finishTakeOver(typed)} />);
    });
  } else {
    keepShellSkeleton(root);
    // The frame's extras wait for the page's first content (shared/routing/first-content.ts).
    awaitFirstContent();
    // In a transition too: the first render (router, session, the frame's gate) in short tasks.
    startTransition(() => {
      createRoot(root).render(<AppRoot router={router} onTakenOver={() => finishTakeOver([])} />);
    });
  }
  registerServiceWorker();
}

if (!window.focalUnsupportedBrowser) void start();
