import { PlanLimitText } from '@focal/contracts/plans';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, ok } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { apiFetch } from '../http/client';
import { setNavigator } from '../navigation';
import { setPlansFrameOpener } from '../response-extras/plans-frame';
import { getAccessToken } from '../session/session-store';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const IOS_APP = (build: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) FocalApp/ios/${build}`;
const asAgent = (agent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);

const PLANS = '/subscription/plans';
const UPGRADE = '/subscription/plans?planTier=PRO';
const expired = () =>
  apiError(
    401,
    '210',
    { resourcesLinks: { SUBSCRIPTION_PLANS: { url: PLANS } } },
    'Subscription expired',
    'Your subscription has ended.',
  );
const bannerData = {
  feature: { type: 'ACTIVE_JOBS', maxNumber: 5 },
  upgradePlan: { planTier: 'PRO' },
  currentPlan: { planTier: 'STARTER', planTierName: 'Starter' },
  actions: { UPGRADE: { url: UPGRADE } },
  resourcesLinks: { UPGRADE_PLAN: { url: UPGRADE } },
};

/** What the user would see happen, in order: pages visited and frames opened. */
function record() {
  const seen: string[] = [];
  setNavigator((to) => seen.push(`page ${to}`));
  setPlansFrameOpener((url) => seen.push(`frame ${url ?? '(plans)'}`));
  return seen;
}

afterEach(() => {
  setPlansFrameOpener(null);
  vi.restoreAllMocks();
});

describe('401 code 210 (subscription expired) in a browser', () => {
  it('opens the plans frame and stays on the page when the request was not flagged', async () => {
    asAgent(BROWSER);
    signIn();
    const seen = record();
    mockApi({ 'POST /api/thing': expired });
    const error = await apiFetch('/api/thing', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '210', handled: true, sessionEnded: false });
    expect(seen).toEqual([`frame ${PLANS}`]);
    expect(getAccessToken()).toBe('access-1');
  });

  it('goes to /login under the plans frame when the request was flagged, keeping the session for the frame', async () => {
    asAgent(BROWSER);
    signIn();
    const seen = record();
    mockApi({ 'GET /api/thing': expired });
    const error = await apiFetch('/api/thing', { expiredGoesToLogin: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ handled: true });
    await waitFor(() => expect(seen).toEqual(['page /login', `frame ${PLANS}`]));
    expect(getAccessToken()).toBe('access-1');
  });

  it("signs out when the frame's plans are dismissed over /login, not on a foreign origin's message", async () => {
    asAgent(BROWSER);
    signIn();
    const seen = record();
    const api = mockApi({ 'GET /api/thing': expired, 'POST /api/auth/logout': () => ok(null) });
    await apiFetch('/api/thing', { expiredGoesToLogin: true }).catch(() => {});
    await waitFor(() => expect(seen).toContain(`frame ${PLANS}`));
    const dismiss = (origin: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { source: 'focal-checkout', event: 'subscriptionPlansDismiss', data: null },
            origin,
          }),
        );
      });
    dismiss('https://elsewhere.example');
    expect(getAccessToken()).toBe('access-1');
    dismiss(window.location.origin);
    await waitFor(() => expect(getAccessToken()).toBeNull());
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('is left to the session rules for a public call', async () => {
    asAgent(BROWSER);
    const seen = record();
    mockApi({ 'POST /api/thing': expired });
    const error = await apiFetch('/api/thing', { method: 'POST', auth: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ handled: false });
    expect(seen).toEqual([]);
  });
});

describe('401 code 210 in the iOS app', () => {
  async function expireInApp(build: number) {
    asAgent(IOS_APP(build));
    signIn();
    const { router, user } = renderApp('/forgot');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    const api = mockApi({ 'GET /api/thing': expired, 'POST /api/auth/logout': () => ok(null) });
    // Two requests fail at once: one modal.
    await Promise.all([apiFetch('/api/thing').catch(() => {}), apiFetch('/api/thing').catch(() => {})]);
    const modal = await screen.findByRole('dialog', { name: 'Your trial has ended' });
    return { router, user, api, modal };
  }

  it('shows the end-of-trial modal, then signs out and goes to /login', async () => {
    const { router, user, api, modal } = await expireInApp(3000200);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(modal).getByText(/To keep using Focal, choose a plan in a web browser/)).toBeVisible();
    // Build 3000200 cannot open the system browser (spec 01 §9: above 3000200 can).
    expect(within(modal).queryByRole('button', { name: 'Open Focal in the browser' })).toBeNull();
    expect(getAccessToken()).toBe('access-1');
    await user.click(within(modal).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(getAccessToken()).toBeNull());
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: 'Your trial has ended' })).toBeNull();
  });

  it('offers /login in the system browser on builds above 3000200, then signs out', async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const { user, modal } = await expireInApp(3000201);
    await user.click(within(modal).getByRole('button', { name: 'Open Focal in the browser' }));
    expect(opened).toHaveBeenCalledWith(`${window.location.origin}/login`, '_blank', 'noopener');
    await waitFor(() => expect(getAccessToken()).toBeNull());
  });

  it('signs out however the modal is closed (Escape)', async () => {
    const { user } = await expireInApp(3000100);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(getAccessToken()).toBeNull());
  });
});

describe('limited job', () => {
  const limitedJob = (withLink = true) =>
    apiError(
      403,
      'LimitedJob',
      withLink ? bannerData : { ...bannerData, resourcesLinks: {} },
      'Job limited',
      'Upgrade to view or edit this Job.',
    );

  it('goes to /jobs first, then opens the upgrade frame at UPGRADE_PLAN', async () => {
    asAgent(BROWSER);
    signIn();
    const seen = record();
    mockApi({ 'GET /api/jobs/7': () => limitedJob() });
    const error = await apiFetch('/api/jobs/7').catch((e: unknown) => e);
    expect(error).toMatchObject({ handled: true });
    expect(seen).toEqual(['page /jobs', `frame ${UPGRADE}`]);
  });

  it('in the iOS app goes to /jobs and shows the limited-job modal, which says to upgrade via a browser', async () => {
    asAgent(IOS_APP(3000201));
    signIn();
    const { user } = renderApp('/forgot');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    const seen = record();
    mockApi({ 'GET /api/jobs/7': () => limitedJob() });
    await apiFetch('/api/jobs/7').catch(() => {});
    const modal = await screen.findByRole('dialog', { name: 'Job cannot be viewed due to plan limit' });
    expect(within(modal).getByText(PlanLimitText.ios.jobAccessLimited)).toBeVisible();
    expect(PlanLimitText.ios.jobAccessLimited).toMatch(/via a browser/);
    // No frame in the iOS app.
    expect(seen).toEqual(['page /jobs']);
    await user.click(within(modal).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('in the iOS app without an UPGRADE_PLAN link passes to the caller', async () => {
    asAgent(IOS_APP(3000201));
    signIn();
    const seen = record();
    mockApi({ 'GET /api/jobs/7': () => limitedJob(false) });
    const error = await apiFetch('/api/jobs/7').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'LimitedJob', handled: false });
    expect(seen).toEqual([]);
  });
});

describe('subscription access limitation', () => {
  const limited = () =>
    apiError(
      403,
      'AccessLimitation',
      { ...bannerData, feature: { type: 'COMPANIES', maxNumber: 1 } },
      'Plan limit reached',
      PlanLimitText.companiesMax,
    );

  it('in a browser opens the upgrade frame and shows the message', async () => {
    asAgent(BROWSER);
    signIn();
    renderApp('/forgot');
    const seen = record();
    mockApi({ 'POST /api/companies': limited });
    const error = await apiFetch('/api/companies', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ handled: true });
    expect(seen).toContain(`frame ${UPGRADE}`);
    expect(await screen.findByText(PlanLimitText.companiesMax)).toBeVisible();
  });

  it('in the iOS app opens nothing and shows the iOS form (upgrade via a browser)', async () => {
    asAgent(IOS_APP(3000201));
    signIn();
    renderApp('/forgot');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    const seen = record();
    mockApi({ 'POST /api/companies': limited });
    const error = await apiFetch('/api/companies', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ handled: true });
    expect(await screen.findByText(PlanLimitText.ios.companiesMax)).toBeVisible();
    expect(screen.queryByText(PlanLimitText.companiesMax)).toBeNull();
    expect(seen).toEqual([]);
  });
});
