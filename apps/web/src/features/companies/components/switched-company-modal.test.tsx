import { CompanyPaths } from '@focal/contracts/companies';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../shared/http/client';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { bootstrapWithBrands, brandsFixture, PORTRAITS, STUDIO, frameRoutes } from '../test-fixtures';

// The browser boundary: a full page load cannot happen in jsdom.
vi.mock('../lib/load-home', () => ({ loadHome: vi.fn() }));
const { loadHome } = await import('../lib/load-home');

const SELECTED_KEY = 'focal.company.selected';

/** What another tab of the same browser does when it switches: records the company, and the event fires here. */
function anotherTabSwitchesTo(company: { id: string; name: string }) {
  const newValue = JSON.stringify({ v: company });
  window.localStorage.setItem(SELECTED_KEY, newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: SELECTED_KEY, newValue }));
  });
}

function signedIn() {
  signIn();
  return mockApi({
    ...frameRoutes,
    'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
    [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture()),
    'GET /api/things': () =>
      apiError(409, 'CompanyMismatch', { companyId: PORTRAITS.id }, 'Company changed', 'Reload to continue.'),
  });
}

describe('the switched-company modal (spec 01 §4.1)', () => {
  it('records the company this tab shows for the other tabs', async () => {
    signedIn();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(JSON.parse(window.localStorage.getItem(SELECTED_KEY)!)).toEqual({
      v: { id: STUDIO.id, name: STUDIO.name },
    });
  });

  it('opens, blocking, when another tab switches; accepting reloads to / after a second', async () => {
    vi.mocked(loadHome).mockClear();
    signedIn();
    const { user } = renderApp('/clients');
    await screen.findByRole('heading', { name: 'Clients', level: 1 });
    anotherTabSwitchesTo(PORTRAITS);

    const modal = await screen.findByRole('dialog', { name: 'You switched company in another tab' });
    expect(within(modal).getByText(`You are now working in ${PORTRAITS.name}.`)).toBeVisible();
    // Not closable: no close button, Escape and clicks outside do nothing.
    expect(within(modal).queryByRole('button', { name: /close/i })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'You switched company in another tab' })).toBeVisible();

    await user.click(within(modal).getByRole('button', { name: 'Go to the new company' }));
    expect(loadHome).not.toHaveBeenCalled();
    await waitFor(() => expect(loadHome).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('stays closed when another tab records the company this tab shows', async () => {
    signedIn();
    renderApp('/clients');
    await screen.findByRole('heading', { name: 'Clients', level: 1 });
    anotherTabSwitchesTo(STUDIO);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown on /login, /signup or /forgot', async () => {
    signedIn();
    renderApp('/clients');
    await screen.findByRole('heading', { name: 'Clients', level: 1 });
    for (const path of ['/login', '/signup', '/forgot']) {
      window.history.replaceState(null, '', path);
      anotherTabSwitchesTo(PORTRAITS);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    // The same event on a page of the frame opens it.
    window.history.replaceState(null, '', '/clients');
    anotherTabSwitchesTo(PORTRAITS);
    expect(await screen.findByRole('dialog', { name: 'You switched company in another tab' })).toBeVisible();
    window.history.replaceState(null, '', '/');
  });

  it('opens when a request is refused with CompanyMismatch, and the caller shows nothing more', async () => {
    signedIn();
    renderApp('/clients');
    await screen.findByRole('heading', { name: 'Clients', level: 1 });
    const error = await apiFetch('/api/things').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CompanyMismatch', handled: true });
    expect(await screen.findByRole('dialog', { name: 'You switched company in another tab' })).toBeVisible();
    expect(screen.queryByText('Reload to continue.')).toBeNull();
  });
});
