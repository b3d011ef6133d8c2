import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { emptyStudioApi } from '../../test/studio-fixtures';

/**
 * Moved from e2e/specs/navigation.spec.ts (the title is the journey's, in its "mobile (390 px)"
 * group): which pages carry the bottom menu is the route table's. The frame decides it is on a
 * phone through the MOBILE_QUERY media query, answered here as a 390 px window answers it. The
 * journeys about layout, focus and the keyboard stay in the browser.
 */
function onAPhone() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...original(query), matches: query === '(max-width: 991px)' }) as MediaQueryList;
  onTestFinished(() => void (window.matchMedia = original));
}

describe('navigation journeys (moved from e2e/specs/navigation.spec.ts)', () => {
  it('mobile (390 px): editors have no bottom menu', async () => {
    onAPhone();
    signIn();
    mockApi({ 'GET /api/basic/bootstrap': () => ok(bootstrapFixture()), ...emptyStudioApi() });
    renderApp('/leads/5/quote/fixed/new');
    expect(await screen.findByRole('heading', { name: 'New quote', level: 1 })).toBeVisible();
    expect(screen.queryAllByRole('navigation', { name: 'Quick links' })).toHaveLength(0);
  });
});
