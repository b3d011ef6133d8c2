import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { appliedPromoCode } from '../../../shared/promo-codes/applied-promo-code';
import { pendingPromoCode, savePromoCode } from '../../../shared/promo-codes/promo-codes';
import { openPlansFrame, setPlansFrameOpener } from '../../../shared/response-extras/plans-frame';
import { registerRefresher } from '../../../shared/response-extras/refreshers';

const STATUS = '/api/basic/v1/subscription/status';
const status = (planName: string) => ({
  ...bootstrapFixture().subscription,
  currentPlan: { ...bootstrapFixture().subscription.currentPlan!, planName },
  actions: {},
  status: 'active',
});

/** A public page, signed in: the host mounts without the frame's own requests. */
function renderSignedIn(path = '/forgot', routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi(routes);
  return { ...renderApp(path), api };
}

/**
 * The dashboard, signed in: a payment's route refresh goes through /refresh_route and back to the
 * page (jsdom's address is '/', the page a route refresh returns to).
 */
async function renderDashboard(routes: Parameters<typeof mockApi>[0] = {}) {
  const rendered = renderSignedIn('/', {
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    ...routes,
  });
  await screen.findByRole('heading', { name: 'Welcome, Ada' });
  return rendered;
}

const frame = () => screen.queryByTitle('Plans and checkout') as HTMLIFrameElement | null;

/** Opens the frame once the host (a lazy chunk) has registered its opener. */
async function openFrame(url?: string) {
  await waitFor(() => {
    if (!frame()) act(() => openPlansFrame(url));
    expect(frame()).not.toBeNull();
  });
  return frame()!;
}

type PostOptions = { origin?: string; source?: Window | null };

/** A real message event, as the frame's page would post it to the app. */
function post(target: HTMLIFrameElement, message: object, options: PostOptions = {}) {
  const { origin = window.location.origin, source = target.contentWindow } = options;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { source: 'focal-checkout', ...message }, origin, source }),
    );
  });
}

const path = (iframe: HTMLIFrameElement) => {
  const url = new URL(iframe.src);
  return `${url.pathname}${url.search}`;
};

afterEach(() => setPlansFrameOpener(null));
// The contract that reads the frame's events loads with the first event (a dynamic import): loaded
// here first, so a test waits on the host's handling, not on a loaded machine transforming zod.
beforeAll(() => import('../lib/read-frame-message'));

describe('the plans frame', () => {
  it('opens full screen at the plans, shows a loader until its page loads, and follows an upgrade link', async () => {
    renderSignedIn();
    const iframe = await openFrame();
    // The iframe is in the document from the dialog's first render; the dialog is shown (its
    // transition entered) a moment later, which a loaded machine stretches.
    expect(await screen.findByRole('dialog', { name: 'Plans and billing' })).toBeInTheDocument();
    expect(path(iframe)).toBe('/subscription/plans');
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…');
    fireEvent.load(iframe);
    expect(screen.queryByLabelText('Loading plans…')).toBeNull();

    act(() => openPlansFrame('/subscription/plans?planTier=PRO'));
    expect(path(frame()!)).toBe('/subscription/plans?planTier=PRO');
    act(() => openPlansFrame(`${window.location.origin}/subscription/checkout?planId=PRO_MONTHLY`));
    expect(path(frame()!)).toBe('/subscription/checkout?planId=PRO_MONTHLY');
    // Another site's page could never talk to the app: the plans show instead.
    act(() => openPlansFrame('https://elsewhere.test/pay'));
    expect(path(frame()!)).toBe('/subscription/plans');
  });

  it('opens a link clicked before its chunk arrived once it has, without leaving the page', async () => {
    renderSignedIn('/forgot');
    // The host is a lazy chunk: right after the first render it has not registered yet.
    act(() => openPlansFrame('/subscription/billing'));
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(path(frame()!)).toBe('/subscription/billing');
    // The page under the frame is still the one the link was clicked on.
    // (By what the reader sees: a feature's test does not import another feature's messages.)
    expect(screen.getByRole('heading', { name: /forgot your password/i })).toBeTruthy();
  });

  it('gives the focus back to what had it when the frame, loaded on its first opening, closes', async () => {
    await renderDashboard();
    const nav = screen.getByRole('link', { name: 'Clients' });
    nav.focus();
    const iframe = await openFrame();
    await waitFor(() => expect(nav).not.toHaveFocus());
    post(iframe, { event: 'subscriptionPlansDismiss' });
    await waitFor(() => expect(frame()).toBeNull());
    await waitFor(() => expect(nav).toHaveFocus());
  });

  it('closes on the dismiss events and on closes without data', async () => {
    renderSignedIn();
    for (const event of [
      'subscriptionPlansDismiss',
      'promotionDismiss',
      'planCheckoutDismiss',
      'planCheckoutClose',
      'updatePaymentClose',
      'billingUpdateClose',
    ]) {
      const iframe = await openFrame();
      post(iframe, { event });
      await waitFor(() => expect(frame()).toBeNull());
    }
    expect(screen.queryByText('Payment failed')).toBeNull();
  });

  it('ignores messages from another origin, another window or outside the contract', async () => {
    renderSignedIn();
    const iframe = await openFrame();
    post(iframe, { event: 'subscriptionPlansDismiss' }, { origin: 'https://evil.test' });
    post(iframe, { event: 'subscriptionPlansDismiss' }, { source: window });
    post(iframe, { event: 'subscriptionPlansDismiss', source: 'someone-else' });
    post(iframe, { event: 'noSuchEvent' });
    expect(frame()).toBe(iframe);
  });

  it('marks the page the frame opened (the *Open events) and shows nothing', async () => {
    renderSignedIn();
    const iframe = await openFrame();
    post(iframe, { event: 'planCheckoutOpen' });
    await waitFor(() => expect(iframe).toHaveAttribute('data-view', 'planCheckout'));
    post(iframe, { event: 'billingUpdateOpen' });
    await waitFor(() => expect(iframe).toHaveAttribute('data-view', 'billingUpdate'));
    expect(frame()).toBe(iframe);
  });
});

describe('a checkout closed with data', () => {
  it('names the plan in the success toast and closes the frame', async () => {
    await renderDashboard();
    post(await openFrame(), { event: 'planCheckoutClose', data: { planName: 'Pro' } });
    expect(await screen.findByText("You're all set on the Pro plan.")).toBeVisible();
    expect(screen.getByText('Woohoo!')).toBeVisible();
    await waitFor(() => expect(frame()).toBeNull());
  });

  it("says 'new plan' when the plan has no name", async () => {
    await renderDashboard();
    post(await openFrame(), { event: 'planCheckoutClose', data: { planName: null } });
    expect(await screen.findByText("You're all set on the new plan.")).toBeVisible();
  });

  it('with COMPLETE_PAYMENT shows an info toast and loads that url in the frame', async () => {
    await renderDashboard();
    const before = await openFrame('/subscription/checkout?planId=PRO_MONTHLY');
    post(before, {
      event: 'planCheckoutClose',
      data: { planName: 'Pro', actions: { COMPLETE_PAYMENT: { url: '/subscription/checkout?complete=1' } } },
    });
    expect(await screen.findByText(/Finish the payment to keep your plan/)).toBeVisible();
    expect(screen.queryByText("You're all set on the Pro plan.")).toBeNull();
    expect(path(frame()!)).toBe('/subscription/checkout?complete=1');
    // A new frame: the page loads afresh.
    expect(frame()).not.toBe(before);
  });

  it("has one Close, the page's own, and shows its toasts above the frame (issue 10 §11)", async () => {
    await renderDashboard();
    const iframe = await openFrame('/subscription/checkout?planId=PRO_MONTHLY');
    const dialog = screen.getByRole('dialog', { name: 'Plans and billing' });
    expect(dialog.querySelectorAll('button')).toHaveLength(0);
    post(iframe, {
      event: 'planCheckoutClose',
      data: { planName: 'Pro', actions: { COMPLETE_PAYMENT: { url: '/subscription/checkout?complete=1' } } },
    });
    const toast = await screen.findByText(/Finish the payment to keep your plan/);
    const layer = (element: Element, name: string) => {
      let node: Element | null = element;
      while (node && !(node as HTMLElement).style?.getPropertyValue(name)) node = node.parentElement;
      return Number((node as HTMLElement | null)?.style.getPropertyValue(name));
    };
    const toastLayer = layer(toast, '--notifications-z-index');
    const frameLayer = layer(dialog, '--mb-z-index');
    expect(frameLayer).toBeGreaterThan(0);
    expect(toastLayer).toBeGreaterThan(frameLayer);
  });

  it('takes a signed-in user on /login to /', async () => {
    const { router } = renderSignedIn('/login', {
      'GET /api/basic/bootstrap': () => new Promise<Response>(() => {}),
    });
    post(await openFrame(), { event: 'planCheckoutClose', data: { planName: 'Pro' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('follows the instant-login path when one is offered', async () => {
    const { router } = renderSignedIn('/forgot', {
      'GET /api/basic/bootstrap': () => new Promise<Response>(() => {}),
    });
    post(await openFrame(), {
      event: 'planCheckoutClose',
      data: { planName: 'Pro', instantLogin: { url: '/signup' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('refreshes the subscription data, the user dropdown, the route and the chat plan', async () => {
    const bootstrap = bootstrapFixture();
    bootstrap.profile.resourcesLinks = { ACCOUNT_BRANDS: { url: '/api/brands' } };
    const { api } = renderSignedIn('/', {
      'GET /api/basic/bootstrap': () => ok(bootstrap),
      'GET /api/brands': () => ok({ authorizedCompanies: { brands: [] }, actions: {} }),
      [`GET ${STATUS}`]: () => ok(status('Pro')),
    });
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    await waitFor(() => expect(api.to('GET', '/api/brands')).toHaveLength(1));
    // Let its answer land: a refresh while the first fetch is under way joins it instead.
    await import('@focal/contracts/companies');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const intercom = vi.fn();
    const unregister = registerRefresher('intercom', intercom);

    post(await openFrame(), { event: 'planCheckoutClose', data: { planName: 'Pro' } });
    await waitFor(() => expect(api.to('GET', '/api/basic/bootstrap').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(api.to('GET', '/api/brands').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(api.to('GET', STATUS)).toHaveLength(1));
    expect(intercom).toHaveBeenCalledTimes(1);
    unregister();
  });
});

describe('confirm-payment and update-payment closes', () => {
  it('a confirmed payment intent reads the status and names its plan', async () => {
    const { api } = await renderDashboard({ [`GET ${STATUS}`]: () => ok(status('Master')) });
    post(await openFrame(), {
      event: 'confirmPaymentClose',
      data: { paymentIntent: { id: 'pi_1', status: 'succeeded' } },
    });
    expect(await screen.findByText("You're all set on the Master plan.")).toBeVisible();
    await waitFor(() => expect(frame()).toBeNull());
    expect(api.to('GET', STATUS).length).toBeGreaterThanOrEqual(1);
  });

  it('a confirm close without a payment intent shows e_8 and closes', async () => {
    renderSignedIn();
    post(await openFrame(), { event: 'confirmPaymentClose', data: { paymentIntent: null } });
    expect(await screen.findByText('Payment failed')).toBeVisible();
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('an update-payment error shows e_8; a succeeded intent is a success per the status', async () => {
    await renderDashboard({ [`GET ${STATUS}`]: () => ok(status('Starter')) });
    post(await openFrame(), {
      event: 'updatePaymentClose',
      data: { error: 'card_declined', paymentIntent: null },
    });
    expect(await screen.findByText('Payment failed')).toBeVisible();
    post(await openFrame(), {
      event: 'updatePaymentClose',
      data: { paymentIntent: { id: 'pi_2', status: 'succeeded' } },
    });
    expect(await screen.findByText("You're all set on the Starter plan.")).toBeVisible();
  });
});

describe('billing updates and backend messages', () => {
  it('a billing update shows i_1 and reads the subscription again', async () => {
    const { api } = await renderDashboard({ [`GET ${STATUS}`]: () => ok(status('Pro')) });
    post(await openFrame(), { event: 'billingUpdateClose', data: { updated: true } });
    expect(await screen.findByText('Billing updated')).toBeVisible();
    await waitFor(() => expect(api.to('GET', STATUS)).toHaveLength(1));
  });

  it('shows a coded toast, or the message with its type, title and text', async () => {
    renderSignedIn();
    const iframe = await openFrame();
    post(iframe, {
      event: 'messageReceived',
      data: { type: 'info', title: 'x', text: 'y', toast: { code: 'i_0', context: 'stripe' } },
    });
    expect(await screen.findByText('One more step')).toBeVisible();
    post(iframe, {
      event: 'messageReceived',
      data: { type: 'warning', title: 'Coupon expired', text: 'The code <b>SPRING</b> has expired.' },
    });
    // Its HTML shows through the sanitiser's lazy chunk: up to 10 s, as chunk loads in the web tests
    // wait (a loaded machine took over findByText's 1 s once).
    expect(await screen.findByText('Coupon expired', {}, { timeout: 10_000 })).toBeVisible();
    expect(await screen.findByText('SPRING', {}, { timeout: 10_000 })).toBeVisible();
    expect(frame()).toBe(iframe);
  });
});

describe('promo codes and the login', () => {
  it('a waiting coupon opens the promotion once and moves to appliedPromoCode until a checkout', async () => {
    savePromoCode('coupon', 'SAVE10');
    const { router } = await renderDashboard();
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(path(frame()!)).toBe('/subscription/promotion?coupon=SAVE10');
    expect(pendingPromoCode()).toBeNull();
    expect(appliedPromoCode()).toEqual({ kind: 'coupon', code: 'SAVE10' });

    // The app inside the frame stores the code from its own address again: it is the one shown.
    act(() => savePromoCode('coupon', 'SAVE10'));
    expect(pendingPromoCode()).toBeNull();
    post(frame()!, { event: 'promotionDismiss' });
    await waitFor(() => expect(frame()).toBeNull());
    await act(() => router.navigate('/clients'));
    await screen.findByRole('heading', { name: 'Clients', level: 1 });
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(frame()).toBeNull();

    post(await openFrame(), { event: 'planCheckoutClose', data: { planName: 'Pro' } });
    await screen.findByText("You're all set on the Pro plan.");
    expect(appliedPromoCode()).toBeNull();
  });

  it('a referral code opens the promotion with fpr', async () => {
    savePromoCode('ambassador', 'AMB-7');
    renderSignedIn();
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(path(frame()!)).toBe('/subscription/promotion?fpr=AMB-7');
  });

  it('after a login, postLogin.showPlans opens the plans', async () => {
    const bootstrap = bootstrapFixture();
    bootstrap.profile.preferences.postLogin.showPlans = true;
    mockApi({
      'POST /api/auth/login': () => ok({ access_token: 'a', refresh_token: 'r' }),
      'GET /api/basic/bootstrap': () => ok(bootstrap),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: /Sign in/ }));
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(path(frame()!)).toBe('/subscription/plans');
  });

  it('showPlans without a login (a reload) opens nothing', async () => {
    const bootstrap = bootstrapFixture();
    bootstrap.profile.preferences.postLogin.showPlans = true;
    renderSignedIn('/', { 'GET /api/basic/bootstrap': () => ok(bootstrap) });
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    // The host is up (its opener works), and it opened nothing by itself.
    expect(frame()).toBeNull();
    await openFrame();
  });
});

describe('in the iOS app', () => {
  it('attaches nothing: no frame, no promo opening, no handlers', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) FocalApp/ios/3000201');
    savePromoCode('coupon', 'SAVE10');
    renderSignedIn();
    await screen.findByRole('heading', { name: /Forgot/i });
    // Give a host the time it would take to load (its chunk is already in the module cache here).
    await act(() => import('./plans-frame-host'));
    await act(async () => {});
    act(() => openPlansFrame());
    act(() => openPlansFrame('/subscription/plans?planTier=PRO'));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'focal-checkout', event: 'confirmPaymentClose', data: null },
        origin: window.location.origin,
      }),
    );
    expect(frame()).toBeNull();
    expect(screen.queryByText('Payment failed')).toBeNull();
    expect(pendingPromoCode()).toEqual({ kind: 'coupon', code: 'SAVE10' });

    // Even a registered opener is not called: iOS gets its own modals from the error catalogue.
    const opener = vi.fn();
    setPlansFrameOpener(opener);
    openPlansFrame('/subscription/plans');
    expect(opener).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
