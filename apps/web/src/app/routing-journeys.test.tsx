import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { bootstrapFixture } from '../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../test/fetch-mock';
import { renderApp, signIn } from '../test/render-app';
import { emptyStudioApi } from '../test/studio-fixtures';

/**
 * Moved from e2e/specs/routing.spec.ts (the titles are the journeys'): where an address leads is the
 * router's and the session's rules, which the whole app in memory runs as the browser did. The
 * Playwright journeys that stayed there (an old browser sent to /unsupported_browser) are the page
 * head's inline script, which only a browser runs.
 */
const FOCAL_IOS_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 FocalApp/ios/3000201';
const where = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** As Playwright's fill: the field's whole value in one input event. */
async function fill(user: ReturnType<typeof renderApp>['user'], label: string, value: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.paste(value);
}

function signedIn() {
  signIn();
  return mockApi({ 'GET /api/basic/bootstrap': () => ok(bootstrapFixture()), ...emptyStudioApi() });
}

describe('routing journeys (moved from e2e/specs/routing.spec.ts)', () => {
  it('an unknown path goes to the dashboard', async () => {
    signedIn();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/integrations/qb/connect/complete', '/settings/accounting-software/quickbooks/connect/complete'],
    ['/integrations/xero/connect/complete', '/settings/accounting-software/xero/connect/complete'],
    ['/integrations/pictime/oauth', '/settings/integrations/pictime/oauth'],
  ])('%s goes on to %s with its query', async (from, to) => {
    signedIn();
    const { router } = renderApp(`${from}?code=abc&state=s%201`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(where(router)).toBe(`${to}?code=abc&state=s%201`);
  });

  it('a signed-out visitor goes to /login with the query, then on to the page', async () => {
    const api = mockApi({
      'POST /api/auth/login': () => ok({ access_token: 'access-1', refresh_token: 'refresh-1' }),
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
      ...emptyStudioApi(),
      // What the server answers for a job id that is no uuid (its params schema refuses it).
      'GET /api/user/jobs/12': () => apiError(400, 'ValidationFailed'),
    });
    const { router, user } = renderApp('/jobs/view/12?tab=notes');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    expect(where(router)).toBe('/login?tab=notes');
    await fill(user, 'Email', 'ada@example.com');
    await fill(user, 'Password', 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where(router)).toBe('/jobs/view/12?tab=notes'));
    await waitFor(() => expect(document.title).toBe('Focal - Job'));
    expect(api.to('POST', '/api/auth/login')).toHaveLength(1);
  });

  it('inside the iOS app, a deeper settings path goes to /settings', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(FOCAL_IOS_APP);
    onTestFinished(() => void vi.restoreAllMocks());
    signedIn();
    const { router } = renderApp('/settings/companies');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings');
    const before = router.state.location.key;
    await act(() => router.navigate('/settings/email-settings'));
    await waitFor(() => expect(router.state.location.key).not.toBe(before));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  it('promo codes are stored for 3 days and taken out of the address', async () => {
    mockApi({});
    const { router } = renderApp('/login?fpr=AMB-1&coupon=SAVE10&utm_source=mail');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    await waitFor(() => expect(where(router)).toBe('/login?utm_source=mail'));
    const now = Date.now();
    const read = (key: string) =>
      JSON.parse(window.localStorage.getItem(`focal.${key}`) ?? 'null') as { v: string; exp: number };
    const ambassador = read('ambassadorPromoCode');
    const coupon = read('openPlansWithPromoCode');
    const threeDays = 3 * 24 * 3600 * 1000;
    expect(ambassador.v).toBe('AMB-1');
    expect(coupon.v).toBe('SAVE10');
    for (const { exp } of [ambassador, coupon]) {
      expect(exp - now).toBeGreaterThan(threeDays - 60_000);
      expect(exp - now).toBeLessThanOrEqual(threeDays);
    }
  });

  it('the payment toast shows once signed in, and its parameter goes', async () => {
    signedIn();
    const { router } = renderApp('/payments?toaster=subscription_payment_success');
    // The toast waits for the frame and the page, whose chunks load cold here.
    const toast = screen.findByText('Your payment went through. Thank you!', {}, { timeout: 10_000 });
    expect(await toast).toBeVisible();
    await waitFor(() => expect(where(router)).toBe('/payments'));
  });
});
