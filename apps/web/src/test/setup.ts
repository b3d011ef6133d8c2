import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../app/query/query-client';
import { clearSession } from '../shared/session/session-store';

// Lazy routes and chunks are compiled on first import in a test file: allow for it.
configure({ asyncUtilTimeout: 4000 });

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

afterEach(() => {
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
