import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadRoute } from '../shared/navigation';
import { bootstrapFixture } from '../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../test/fetch-mock';
import { renderApp, signIn } from '../test/render-app';
import { emptyStudioApi } from '../test/studio-fixtures';

function signedIn() {
  signIn();
  mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    ...emptyStudioApi(),
    // The server's answer to a client id that is no uuid (its params schema refuses it).
    'GET /api/user/clients/7': () => apiError(400, 'ValidationFailed'),
    'GET /api/user/clients/7/jobs': () => apiError(400, 'ValidationFailed'),
    // A quote id that is no uuid: the quote's pages show their not-found state under their heading.
    'GET /api/user/quotes/5': () => apiError(400, 'ValidationFailed'),
  });
}

/** Spec 01 §2.1: every page of the signed-in area, with its name in the title. */
const PAGES: [path: string, title: string][] = [
  ['/', 'Dashboard'],
  ['/clients', 'Clients'],
  ['/payments', 'Payments'],
  ['/invoices/9', 'Invoice'],
  ['/calendar', 'Calendar'],
  ['/settings', 'Settings'],
  ['/settings/companies', 'Companies'],
  ['/settings/company/c1/edit', 'Edit company'],
  ['/settings/email-settings', 'Email settings'],
  ['/settings/templates', 'Quote and invoice templates'],
  ['/settings/accounting-software/quickbooks/connect/complete', 'QuickBooks'],
  ['/settings/accounting-software/xero/connect/complete', 'Xero'],
  ['/settings/integrations/pictime/oauth', 'Pic-Time'],
  ...(['jobs', 'leads'] as const).flatMap((base): [string, string][] => [
    [`/${base}`, base === 'jobs' ? 'Jobs' : 'Leads'],
    [`/${base}/view/7`, base === 'jobs' ? 'Job' : 'Lead'],
    [`/${base}/7/invoice/new`, 'New invoice'],
    [`/${base}/7/invoice/3/update`, 'Edit invoice'],
    [`/${base}/7/quotes/fixed/5/make-invoice`, 'New invoice from a quote'],
    [`/${base}/7/quote/fixed/new`, 'New quote'],
    [`/${base}/7/quote/pick-and-choose/new`, 'New quote'],
    [`/${base}/7/quotes/fixed/5/update`, 'Edit quote'],
    [`/${base}/7/quotes/pick-and-choose/5/update`, 'Edit quote'],
    [`/${base}/7/quotes/fixed/5`, 'Quote'],
    [`/${base}/7/quotes/pick-and-choose/5`, 'Quote'],
    [`/${base}/view/7/contracts/2`, 'Contract'],
    [`/${base}/view/7/questionnaires/2`, 'Questionnaire'],
  ]),
];

describe('routes of the signed-in area', () => {
  it.each(PAGES)('%s is a page titled "Focal - %s"', async (path, title) => {
    signedIn();
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(`Focal - ${title}`));
    expect(router.state.location.pathname).toBe(path);
  });

  it('/clients/client/7 (no client id) is the client page, titled "Focal - Client", saying not found', async () => {
    signedIn();
    const { router } = renderApp('/clients/client/7');
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Focal - Client'));
    expect(router.state.location.pathname).toBe('/clients/client/7');
  });

  it('sends an unknown path to /', async () => {
    signedIn();
    const { router } = renderApp('/no/such/page?x=1');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/integrations/qb/connect/complete', '/settings/accounting-software/quickbooks/connect/complete'],
    ['/integrations/xero/connect/complete', '/settings/accounting-software/xero/connect/complete'],
    ['/integrations/pictime/oauth', '/settings/integrations/pictime/oauth'],
  ])('sends %s on to %s with its query', async (from, to) => {
    signedIn();
    const { router } = renderApp(`${from}?code=abc&state=x%20y`);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(to);
    expect(router.state.location.search).toBe('?code=abc&state=x%20y');
  });

  it('sends a signed-out visitor of a return address to /login, query kept', async () => {
    const { router } = renderApp('/integrations/pictime/oauth?code=abc');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?code=abc');
  });

  it('/refresh_route renders the page it was given afresh, and replaces itself', async () => {
    signedIn();
    const { router } = renderApp('/clients?tab=2');
    await screen.findByRole('heading', { name: 'Clients', level: 1 });
    act(() => reloadRoute('/clients?tab=2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  });
});

describe('inside the mobile app shell', () => {
  it('allows only the settings root: deeper settings paths go to /settings', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) FocalApp/ios/3000201');
    signedIn();
    const { router } = renderApp('/settings/companies');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.queryByRole('link', { name: 'Companies' })).toBeNull();
    expect(screen.getByText(/available when you sign in to Focal in a web browser/)).toBeVisible();
    vi.restoreAllMocks();
  });
});

describe('address parameters (spec 01 §2.2)', () => {
  it('shows the payment toast, stores both promo codes for 3 days and strips them', async () => {
    signedIn();
    const { router } = renderApp('/clients?toaster=subscription_payment_success&fpr=AMB-1&coupon=SAVE10&x=1');
    // The toast waits for the frame and the page, whose chunks load cold here.
    const toast = screen.findByText('Your payment went through. Thank you!', {}, { timeout: 10_000 });
    expect(await toast).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(router.state.location.pathname).toBe('/clients');
    const stored = JSON.parse(window.localStorage.getItem('focal.ambassadorPromoCode')!) as {
      v: string;
      exp: number;
    };
    expect(stored.v).toBe('AMB-1');
    expect(stored.exp - Date.now()).toBeGreaterThan(3 * 24 * 3600_000 - 60_000);
    expect(stored.exp - Date.now()).toBeLessThanOrEqual(3 * 24 * 3600_000);
    // The coupon opens the promotion in the plans frame, and moves to appliedPromoCode (3 days).
    const frame = await screen.findByTitle('Plans and checkout');
    expect(new URL((frame as HTMLIFrameElement).src).search).toBe('?coupon=SAVE10');
    expect(JSON.parse(window.localStorage.getItem('focal.appliedPromoCode')!).v).toEqual({
      kind: 'coupon',
      code: 'SAVE10',
    });
    expect(window.localStorage.getItem('focal.openPlansWithPromoCode')).toBeNull();
  });

  it('stores a promo code on a public page too, keeping where /login continues', async () => {
    const { router } = renderApp('/jobs?coupon=SAVE10');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/jobs?coupon=SAVE10' });
    expect(JSON.parse(window.localStorage.getItem('focal.openPlansWithPromoCode')!).v).toBe('SAVE10');
  });
});
