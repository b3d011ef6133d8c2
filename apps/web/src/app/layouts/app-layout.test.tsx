import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { emptyStudioApi } from '../../test/studio-fixtures';

const NAV = ['Dashboard', 'Clients', 'Leads', 'Jobs', 'Calendar', 'Payments', 'Settings'];

function withBootstrap(bootstrap = bootstrapFixture()) {
  signIn();
  return mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrap),
    ...emptyStudioApi(),
    'POST /api/auth/logout': () => apiError(500, 'Internal'),
  });
}

describe('the frame on desktop', () => {
  it('links every page from the navigation, marks the current one and titles the page', async () => {
    withBootstrap();
    const { router, user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(NAV);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Clients' }));
    // The page's chunk loads on this first visit (its transform is cold in a test run).
    const heading = screen.findByRole('heading', { name: 'Clients', level: 1 }, { timeout: 10_000 });
    expect(await heading).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Focal - Clients'));
    expect(router.state.location.pathname).toBe('/clients');
    expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    // Dashboard matches / exactly.
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('keeps an /invoices link in the page, always hidden', async () => {
    withBootstrap();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(screen.queryByRole('link', { name: 'Invoices' })).toBeNull();
    const hidden = document.querySelector('a[href="/invoices"]');
    expect(hidden).toHaveTextContent('Invoices');
    expect(hidden).not.toBeVisible();
  });

  it('opens the 360 px user menu with the user, the company, the server’s links and Sign Out; no company adding', async () => {
    const bootstrap = bootstrapFixture();
    bootstrap.profile.resourcesLinks = {
      ...bootstrap.profile.resourcesLinks,
      HELP_TUTORIALS: { url: 'https://help.example.com/' },
      YOUR_PRIVACY: { url: 'https://example.com/privacy' },
    };
    withBootstrap(bootstrap);
    const { router, user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    // The button is drawn at once; the menu loads on first use and takes over with a button alike.
    const trigger = () => screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    // 360 px, in Mantine's rem (16 px each).
    expect(menu.style.width).toBe('calc(22.5rem * var(--mantine-scale))');
    expect(within(menu).getByText('ada@example.com')).toBeVisible();
    expect(within(menu).getByRole('menuitemradio', { name: 'Lovelace Studio' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).queryByText('Add New Company')).toBeNull();
    expect(within(menu).queryByText('Stripe dashboard')).toBeNull();
    for (const name of [/Help and tutorials/, /Your privacy/]) {
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('target', '_blank');
    }
    // Nothing of the menu's own: no fixed help, terms or privacy links.
    expect(
      within(menu).queryByRole('menuitem', { name: /Help centre|Terms of use|Privacy policy/ }),
    ).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveFocus();

    await user.click(trigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server-offered actions, and only those', async () => {
    const bootstrap = bootstrapFixture();
    bootstrap.profile.resourcesLinks = {
      STRIPE_DASHBOARD: { url: 'https://dashboard.stripe.com/' },
      HELP_TUTORIALS: { url: 'https://help.example.com/tutorials' },
    };
    withBootstrap(bootstrap);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Stripe dashboard/ })).toHaveAttribute(
      'href',
      'https://dashboard.stripe.com/',
    );
    expect(within(menu).getByRole('menuitem', { name: /Help and tutorials/ })).toBeVisible();
    expect(within(menu).queryByRole('menuitem', { name: /Your privacy/ })).toBeNull();
  });
});

describe('the frame on a phone (≤ 991 px)', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ ...original(query), matches: query === '(max-width: 991px)' }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('has the top area, the bottom menu, and a menu with the company pages that closes on resize', async () => {
    withBootstrap();
    const { router, user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    const bottom = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Clients', 'Leads', 'Jobs', 'Calendar', 'Payments']);

    const toggle = screen.getByRole('button', { name: 'Open the menu' });
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Ada Lovelace')).toBeVisible();
    const company = within(drawer).getByRole('button', { name: /Lovelace Studio/ });
    expect(company).toHaveAttribute('aria-expanded', 'true');
    const pages = within(drawer).getByRole('navigation', { name: 'Lovelace Studio: pages' });
    await user.click(within(pages).getByRole('link', { name: 'Jobs' }));
    const empty = screen.findByRole('heading', { name: 'No jobs yet' }, { timeout: 10_000 });
    expect(await empty).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/jobs');
    expect(within(bottom).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    // A spy, not defineProperty: Vitest restores it, and the window is shared with the next files.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(window.innerWidth + 100);
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives the focus back to the toggle when the menu, loaded on its first opening, closes', async () => {
    withBootstrap();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    const toggle = screen.getByRole('button', { name: 'Open the menu' });
    await user.click(toggle);
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveFocus());
  });

  it('hides the bottom menu where the route says so (editors)', async () => {
    withBootstrap();
    renderApp('/jobs/42/invoice/new');
    expect(await screen.findByRole('heading', { name: 'New invoice', level: 1 })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', '/jobs/view/42');
  });

  it('in the mobile apps, pulling the page down refreshes it (the gesture loads with the frame there)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) FocalApp/ios/3000201');
    onTestFinished(() => void vi.restoreAllMocks());
    let bootstraps = 0;
    signIn();
    mockApi({ 'GET /api/basic/bootstrap': () => (bootstraps++, ok(bootstrapFixture())) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    const touch = (type: string, clientY: number) => {
      const event = new Event(type);
      Object.defineProperty(event, type === 'touchend' ? 'changedTouches' : 'touches', {
        value: [{ clientY }],
      });
      if (type === 'touchend') Object.defineProperty(event, 'touches', { value: [] });
      act(() => void window.dispatchEvent(event));
    };
    // Its code loads after the frame has painted: pull until it answers.
    await waitFor(() => {
      touch('touchstart', 100);
      touch('touchmove', 180);
      expect(screen.getByRole('status', { name: 'Pull to refresh' })).toBeInTheDocument();
    });
    const before = bootstraps;
    touch('touchmove', 225);
    touch('touchend', 225);
    await waitFor(() => expect(bootstraps).toBeGreaterThan(before));
  });
});
