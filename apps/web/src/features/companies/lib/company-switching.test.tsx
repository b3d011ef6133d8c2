import { CompanyPaths } from '@focal/contracts/companies';
import { screen, waitFor, within } from '@testing-library/react';
import type { BrandsData } from '@focal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { getAccessToken, getRefreshToken } from '../../../shared/session/session-store';
import { bootstrapWithBrands, brandsFixture, PORTRAITS, STUDIO, frameRoutes } from '../test-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

const switchedText = (name: string) =>
  `You have successfully changed the company ${name}. Any changes made will only apply to ${name}.`;
const NEW_TOKENS = { access_token: 'access-2', refresh_token: 'refresh-2' };

/** Signed in to the studio, with the account's two companies behind the ACCOUNT_BRANDS link. */
function signedInWithTwoCompanies(switchAnswered: Promise<void> = Promise.resolve()) {
  signIn();
  let current = STUDIO;
  const api = mockApi({
    ...frameRoutes,
    'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands(current)),
    [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture(current.id)),
    [`POST ${CompanyPaths.switch}`]: async (request) => {
      await switchAnswered;
      const { companyId } = request.body as { companyId: string };
      current = companyId === PORTRAITS.id ? PORTRAITS : STUDIO;
      return ok(NEW_TOKENS);
    },
  });
  return api;
}

async function openUserMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
  return screen.findByRole('menu');
}

describe('the user menu’s companies', () => {
  it('lists the account’s companies from the ACCOUNT_BRANDS link, the current one checked', async () => {
    signedInWithTwoCompanies();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    const menu = await openUserMenu(user);
    const studio = await within(menu).findByRole('menuitemradio', { name: STUDIO.name });
    expect(studio).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: PORTRAITS.name })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Add New Company' })).toBeVisible();
  });

  it('switches: overlay, new tokens, bootstrap again, the exact toast, and the dashboard afresh', async () => {
    let answer = () => {};
    const api = signedInWithTwoCompanies(new Promise<void>((resolve) => (answer = resolve)));
    const { router, user } = renderApp('/');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    const menu = await openUserMenu(user);
    await user.click(await within(menu).findByRole('menuitemradio', { name: PORTRAITS.name }));

    // The half-opaque overlay covers the page while the server answers.
    expect(await screen.findByText(`Switching to ${PORTRAITS.name}…`)).toBeVisible();
    answer();
    expect(
      await screen.findByText(
        `You have successfully changed the company ${PORTRAITS.name}. Any changes made will only apply to ${PORTRAITS.name}.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Woohoo!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(`Switching to ${PORTRAITS.name}…`)).toBeNull());

    expect(api.to('POST', CompanyPaths.switch).map((r) => r.body)).toEqual([{ companyId: PORTRAITS.id }]);
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(api.to('GET', '/api/basic/bootstrap').length).toBeGreaterThanOrEqual(2);
    // The header names the new company; requests after the switch say so.
    const lastBrands = api.to('GET', CompanyPaths.brands).at(-1)!;
    expect(lastBrands.headers.get('CompanyId')).toBe(PORTRAITS.id);
    expect(lastBrands.headers.get('Authorization')).toBe('Bearer access-2');
    // On the dashboard, the dashboard renders afresh (through /refresh_route) in the new company.
    await waitFor(() =>
      expect(visited.slice(visited.indexOf('/refresh_route'))).toEqual(['/refresh_route', '/']),
    );
    expect(router.state.location.pathname).toBe('/');
    // The header names the company the tab is now in.
    const trigger = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await waitFor(() => expect(within(trigger).getByText(PORTRAITS.name)).toBeVisible());
  });

  it('does nothing when the current company is chosen', async () => {
    const api = signedInWithTwoCompanies();
    const { user } = renderApp('/');
    const menu = await openUserMenu(user);
    await user.click(await within(menu).findByRole('menuitemradio', { name: STUDIO.name }));
    expect(api.to('POST', CompanyPaths.switch)).toHaveLength(0);
    expect(screen.queryByText(/Switching to/)).toBeNull();
  });

  it('shows a failed switch with the general handler and stays in the company', async () => {
    signIn();
    const api = mockApi({
      ...frameRoutes,
      'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
      [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture()),
      [`POST ${CompanyPaths.switch}`]: () => apiError(404, 'NotFound', null, 'Not found', 'No such company.'),
    });
    const { user } = renderApp('/clients');
    const menu = await openUserMenu(user);
    await user.click(await within(menu).findByRole('menuitemradio', { name: PORTRAITS.name }));
    expect(await screen.findByText('No such company.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/Switching to/)).toBeNull());
    expect(getAccessToken()).toBe('access-1');
    expect(api.to('GET', '/api/basic/bootstrap')).toHaveLength(1);
  });
});

describe('the CompanyId header', () => {
  it('is not sent before bootstrap, and names the tab’s company on every request after it', async () => {
    const api = signedInWithTwoCompanies();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    await waitFor(() => expect(api.to('GET', CompanyPaths.brands)).toHaveLength(1));
    expect(api.to('GET', '/api/basic/bootstrap')[0]!.headers.has('CompanyId')).toBe(false);
    expect(api.to('GET', CompanyPaths.brands)[0]!.headers.get('CompanyId')).toBe(STUDIO.id);
  });
});

describe('Add New Company in the user menu', () => {
  async function menuWith(actions: BrandsData['actions']) {
    signIn();
    const api = mockApi({
      ...frameRoutes,
      'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
      [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture(STUDIO.id, actions)),
    });
    const { user } = renderApp('/');
    const menu = await openUserMenu(user);
    await within(menu).findByRole('menuitemradio', { name: PORTRAITS.name });
    await waitFor(() => expect(api.to('GET', CompanyPaths.brands)).toHaveLength(1));
    return menu;
  }

  it('is not offered when the server offers neither ADD_NEW_BRAND nor UPGRADE_PLAN', async () => {
    const menu = await menuWith({});
    expect(within(menu).queryByRole('menuitem', { name: 'Add New Company' })).toBeNull();
  });

  it('is never offered in the iOS app', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 FocalApp/ios/3000201');
    const menu = await menuWith({ ADD_NEW_BRAND: { url: CompanyPaths.create } });
    expect(within(menu).queryByRole('menuitem', { name: 'Add New Company' })).toBeNull();
  });

  it('opens the upgrade page instead of the modal when the plan allows no more companies', async () => {
    signIn();
    const upgrade = {
      url: '/subscription/plans?planTier=MASTER',
      preferences: { planTier: 'MASTER' as const },
    };
    mockApi({
      ...frameRoutes,
      'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
      [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture(STUDIO.id, { UPGRADE_PLAN: upgrade })),
    });
    const { user } = renderApp('/clients');
    const menu = await openUserMenu(user);
    await user.click(await within(menu).findByRole('menuitem', { name: 'Add New Company' }));
    // The plans frame opens at the offered plan.
    await waitFor(() =>
      expect(screen.getByTitle('Plans and checkout')).toHaveAttribute(
        'src',
        '/subscription/plans?planTier=MASTER',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Add New Company' })).toBeNull();
  });
});

describe('the mobile menu’s companies (≤ 991 px)', () => {
  it('lists the other company; choosing it closes the menu and switches', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...original(query), matches: query === '(max-width: 991px)' }) as MediaQueryList;
    try {
      const api = signedInWithTwoCompanies();
      const { user } = renderApp('/');
      await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      await user.click(await within(drawer).findByRole('button', { name: `Switch to ${PORTRAITS.name}` }));
      expect(await screen.findByText(switchedText(PORTRAITS.name))).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
      expect(api.to('POST', CompanyPaths.switch).map((r) => r.body)).toEqual([{ companyId: PORTRAITS.id }]);
    } finally {
      window.matchMedia = original;
    }
  });
});
