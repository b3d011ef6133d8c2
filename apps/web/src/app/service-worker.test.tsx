import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// first-content keeps one flag for the page load: each test loads both modules afresh.
let firstContent: typeof import('../shared/routing/first-content');
let worker: typeof import('./service-worker');
const register = vi.fn(() => Promise.resolve());

beforeEach(async () => {
  vi.useFakeTimers();
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  vi.resetModules();
  firstContent = await import('../shared/routing/first-content');
  worker = await import('./service-worker');
});
afterEach(() => {
  register.mockClear();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker registers once the first screen is done', () => {
  it('waits for the page’s first content, then five seconds more, before its install downloads the build', () => {
    firstContent.awaitFirstContent();
    worker.registerServiceWorker();
    vi.advanceTimersByTime(1_000);
    expect(register).not.toHaveBeenCalled();
    // The page's list has answered and drawn, a second after the start.
    function DrawnPage() {
      firstContent.useFirstContentMark(true);
      return null;
    }
    render(<DrawnPage />);
    vi.advanceTimersByTime(worker.REGISTER_AFTER_CONTENT_MS - 100);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(register).toHaveBeenCalledWith('/sw.js', { updateViaCache: 'none' });
  });

  it('on a page that draws at once (/login), registers five seconds after the load', () => {
    worker.registerServiceWorker();
    vi.advanceTimersByTime(worker.REGISTER_AFTER_CONTENT_MS - 100);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing in a development build', () => {
    vi.stubEnv('PROD', false);
    worker.registerServiceWorker();
    vi.advanceTimersByTime(60_000);
    expect(register).not.toHaveBeenCalled();
  });
});
