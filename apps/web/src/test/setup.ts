import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, vi } from 'vitest';
// First of the app's imports: the app's modules add listeners to window as they load.
import { removeWindowListenersOfThisFile } from './window-listeners';
import { queryClient } from '../app/query/query-client';
import { nextTask } from '../shared/routing/next-task';
import { clearSession } from '../shared/session/session-store';

type ElementError = ReturnType<typeof getConfig>['getElementError'];
// This file runs once per test file in the same worker: wrap Testing Library's function, not ours.
const current = getConfig().getElementError as ElementError & { printing?: ElementError };
const printing = current.printing ?? current;

configure({
  // Lazy routes and chunks are compiled on first import in a test file: allow for it.
  asyncUtilTimeout: 4000,
  // A query that fails inside findBy/waitFor (every 50 ms and on every DOM change, until it passes)
  // printed the whole document into an error nobody reads: 5-10% of a whole-app file's time. While
  // waitFor polls (Testing Library's own flag for its costly diagnostics), the error is the message
  // alone; the document is still printed once, into the error a timed-out wait throws.
  getElementError: Object.assign(
    (message: string | null, container: Element) => {
      const polling = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics;
      if (!polling || message === null) return printing(message, container);
      return Object.assign(new Error(message), { name: 'TestingLibraryElementError' });
    },
    { printing },
  ),
});

// jsdom lacks these browser APIs that Mantine uses (environment polyfills, not behaviour mocks).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
// ProseMirror (the rich text editor) measures the caret through a Range when it scrolls to it,
// and jsdom's Range has no layout: an empty one, as jsdom's elements give.
window.Range.prototype.getClientRects ??= () =>
  Object.assign([], { item: () => null }) as unknown as DOMRectList;
window.Range.prototype.getBoundingClientRect ??= () => new DOMRect();
window.scrollTo = () => {};

afterEach(async () => {
  // A request goes out in a task after its call (shared/http/client.ts): let the ones this test
  // started reach its own fetch mock, not the next test's.
  vi.useRealTimers();
  await nextTask();
  cleanup();
  notifications.clean();
  // The app's one cache outlives a render: each test starts without the previous test's data.
  queryClient.clear();
  // Through the store, so its idea of "signed in" resets with the storage.
  clearSession('user');
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * The files of the project share one worker and one jsdom window (isolate: false in vite.config.ts),
 * but each file still meets the app as a page load would: its modules evaluated afresh (the
 * session store, the query cache, the two-factor and company-flow stores, the lazily loaded chunks a
 * test may watch arrive), and a window without what the previous file's app left on it. Only the
 * libraries (React, Mantine, jsdom...) stay loaded, which is where the time went.
 */
afterAll(() => {
  // Listeners the app keeps for the page's lifetime (the session store's `storage` listener).
  removeWindowListenersOfThisFile();
  // Scripts the app added to load a widget once per page (the chat's), which jsdom never runs.
  for (const script of document.querySelectorAll('script')) script.remove();
  document.title = '';
  vi.resetModules();
});
