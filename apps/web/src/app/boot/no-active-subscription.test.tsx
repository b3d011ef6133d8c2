import type { Bootstrap } from '@focal/contracts/bootstrap';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { getAccessToken } from '../../shared/session/session-store';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) FocalApp/ios/3000201';
const asAgent = (agent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);

/** A lapsed account's bootstrap: no current plan, the plans page offered. */
function lapsedBootstrap(): Bootstrap {
  const base = bootstrapFixture();
  return {
    ...base,
    subscription: {
      ...base.subscription,
      currentPlan: null,
      resourcesLinks: { SUBSCRIPTION_PLANS: { url: '/subscription/plans' } },
      status: 'expired',
    },
  };
}

const frame = () => screen.queryByTitle('Plans and checkout') as HTMLIFrameElement | null;

afterEach(() => vi.restoreAllMocks());

describe('no current plan at boot (spec 01 §4.2)', () => {
  it('in a browser shows /login under the plans frame, keeping the session; a purchase then lands on /', async () => {
    asAgent(BROWSER);
    signIn();
    let bootstraps = 0;
    const paid = bootstrapFixture();
    mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstraps++ === 0 ? lapsedBootstrap() : paid),
      'GET /api/basic/v1/subscription/status': () =>
        ok({ ...paid.subscription, actions: {}, status: 'active' }),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(new URL(frame()!.src).pathname).toBe('/subscription/plans');
    expect(screen.queryByRole('heading', { name: 'Welcome, Ada' })).toBeNull();
    // The frame's own calls still carry the session.
    expect(getAccessToken()).toBe('access-1');

    // The frame reports a processed payment: the app goes from /login to / and boots afresh.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            source: 'focal-checkout',
            event: 'planCheckoutClose',
            data: { planName: 'Pro', actions: {} },
          },
          origin: window.location.origin,
          source: frame()!.contentWindow,
        }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(frame()).toBeNull();
    expect(getAccessToken()).toBe('access-1');
  });

  it('in the iOS app shows the end-of-trial modal, then signs out and clears', async () => {
    asAgent(IOS_APP);
    signIn();
    const api = mockApi({
      'GET /api/basic/bootstrap': () => ok(lapsedBootstrap()),
      'POST /api/auth/logout': () => ok(null),
    });
    const { router, user } = renderApp('/');
    const modal = await screen.findByRole('dialog', { name: 'Your trial has ended' });
    expect(screen.queryByRole('heading', { name: 'Welcome, Ada' })).toBeNull();
    expect(within(modal).getByRole('button', { name: 'Open Focal in the browser' })).toBeVisible();
    await user.click(within(modal).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getAccessToken()).toBeNull();
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    expect(frame()).toBeNull();
  });

  it('with a current plan shows the page', async () => {
    asAgent(BROWSER);
    signIn();
    mockApi({ 'GET /api/basic/bootstrap': () => ok(bootstrapFixture()) });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(frame()).toBeNull();
  });
});
