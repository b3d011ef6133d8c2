import type { Page } from '@playwright/test';

/** The attribute navigateInApp puts on the headings of the page it leaves. */
const SEEN = 'data-e2e-left';

/** A level-1 heading the page drew after the last navigateInApp. */
export const NEW_HEADING = `h1:not([${SEEN}])`;

/**
 * Opens `path` inside the running app, as its own links do, without a page load (each `page.goto`
 * boots the whole SPA again: about a second and a half a page on a busy machine). The address is
 * pushed with the shape of state React Router's history keeps, and the popstate it listens for sends
 * its router there. Every h1 on the page before is marked first: `NEW_HEADING` then matches only a
 * heading the new page drew, not the old page's while the new one's code still loads.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ({ to, seen }) => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute(seen, '');
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    { to: path, seen: SEEN },
  );
}
