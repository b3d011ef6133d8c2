import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { API, BRAND, HOME, INVOICE, PORTAL, QUOTE, SESSION } from './test-portal';

const section = (name: string) => screen.getByRole('region', { name });

describe('the portal’s home', () => {
  it("lists the client's bookings, quotes and invoices, each document linking to its page", async () => {
    const api = mockApi({
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${API}/home`]: () => ok(HOME),
    });
    renderApp(PORTAL);

    expect(await screen.findByRole('heading', { level: 2, name: 'Hello, Anna' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Studio' })).toBeVisible();
    expect(screen.getByText('Signed in as Anna Smith')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();

    const jobs = await screen.findByRole('region', { name: 'Your bookings' });
    expect(within(jobs).getByText('Anna & Tom wedding')).toBeVisible();
    expect(within(jobs).getByText('Wedding · Sep 12, 2026')).toBeVisible();

    const quotes = section('Quotes');
    expect(within(quotes).getByRole('link', { name: 'Quote #12: Wedding photography' })).toHaveAttribute(
      'href',
      `${PORTAL}/quotes/${QUOTE}`,
    );
    expect(within(quotes).getByText('Awaiting your reply')).toBeVisible();
    expect(within(quotes).getByText('Valid until Aug 1, 2026')).toBeVisible();
    expect(within(quotes).getByText('Total €1,200.00')).toBeVisible();

    const invoices = section('Invoices');
    expect(
      within(invoices).getByRole('link', { name: 'Invoice INV-2026-0007: Wedding photography' }),
    ).toHaveAttribute('href', `${PORTAL}/invoices/${INVOICE}`);
    expect(within(invoices).getByText('Partially paid')).toBeVisible();
    expect(within(invoices).getByText('Due on Jul 1, 2026')).toBeVisible();
    expect(within(invoices).getByText('Total €2,500.00')).toBeVisible();
    expect(within(invoices).getByText('Balance due €1,500.00')).toBeVisible();
    expect(api.to('GET', `${API}/home`)[0]!.headers.get('x-focal-portal-preview')).toBeNull();
  });

  it('says so kindly when there is nothing yet', async () => {
    mockApi({
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${API}/home`]: () => ok({ jobs: [], quotes: [], invoices: [] }),
    });
    renderApp(PORTAL);

    expect(await screen.findByText(/No bookings yet\./)).toBeVisible();
    expect(screen.getByText(/No quotes yet\./)).toBeVisible();
    expect(screen.getByText(/No invoices yet\./)).toBeVisible();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('sends a browser without a session to the sign-in page', async () => {
    const signInNeeded = () => apiError(401, 'PortalSignInNeeded');
    mockApi({
      [`GET ${API}/session`]: signInNeeded,
      [`GET ${API}/home`]: signInNeeded,
      [`GET ${API}/brand`]: () => ok(BRAND),
    });
    const { router } = renderApp(PORTAL);

    expect(await screen.findByRole('heading', { name: 'Sign in to your portal' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${PORTAL}/sign-in`);
  });

  it('signs out and goes to the sign-in page', async () => {
    const api = mockApi({
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${API}/home`]: () => ok(HOME),
      [`POST ${API}/sign-out`]: () => ok(null),
      [`GET ${API}/brand`]: () => ok(BRAND),
    });
    const { user, router } = renderApp(PORTAL);

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your portal' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${PORTAL}/sign-in`);
    expect(api.to('POST', `${API}/sign-out`)).toHaveLength(1);
  });
});
