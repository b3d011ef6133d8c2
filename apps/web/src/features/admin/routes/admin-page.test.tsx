import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { getAccessToken } from '../../../shared/session/session-store';
import { getAdminToken, setAdminSession } from '../lib/admin-session';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const me = () => ok({ id: 'a1', email: 'root@focal.test', name: 'Grace Hopper' });
const noAccounts = () => ok({ accounts: [], nextCursor: null });

describe('administrator sign-in', () => {
  it('signs an administrator in to the console, apart from any studio session, and out again', async () => {
    const api = mockApi({
      'POST /api/admin/auth/login': () =>
        ok({ access_token: 'admin-access', refresh_token: 'admin-refresh' }),
      'GET /api/admin/me': me,
      'GET /api/admin/accounts': noAccounts,
      'POST /api/auth/logout': () => ok(null),
    });
    const { user, router } = renderApp('/admins');
    await screen.findByRole('heading', { name: 'Administrator sign-in' });
    await user.type(field('Email'), 'root@focal.test');
    await user.type(field('Password'), 'admin password here');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admins/accounts');
    expect(screen.getByText('Signed in as Grace Hopper')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Accounts',
      'Notifications',
      'Announcements',
      'Plans',
      'Promo codes',
      'Audit log',
      'Outbox',
      'Administrators',
    ]);
    expect(api.to('GET', '/api/admin/me')[0]!.headers.get('Authorization')).toBe('Bearer admin-access');
    expect(getAccessToken()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
    expect(getAdminToken()).toBeNull();
    // The session ends on the server too, not only in this browser.
    await waitFor(() => expect(api.to('POST', '/api/auth/logout')).toHaveLength(1));
    const logout = api.to('POST', '/api/auth/logout')[0]!;
    expect(logout.headers.get('Authorization')).toBe('Bearer admin-access');
    expect(logout.body).toEqual({ refresh_token: 'admin-refresh' });
  });

  it('shows refused administrator credentials as a toast', async () => {
    mockApi({
      'POST /api/admin/auth/login': () =>
        apiError(401, 'InvalidCredentials', null, 'Wrong email or password', 'Check them and try again.'),
    });
    const { user } = renderApp('/admins');
    await screen.findByRole('heading', { name: 'Administrator sign-in' });
    await user.type(field('Email'), 'root@focal.test');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Check them and try again.')).toBeVisible();
  });

  it('sends a signed-out visitor of a console page to the sign-in, and back to that page after it', async () => {
    mockApi({
      'POST /api/admin/auth/login': () => ok({ access_token: 'admin-access', refresh_token: 'r' }),
      'GET /api/admin/me': me,
      'GET /api/admin/outbox': () => ok({ messages: [] }),
    });
    const { user, router } = renderApp('/admins/outbox');
    await screen.findByRole('heading', { name: 'Administrator sign-in' });
    await user.type(field('Email'), 'root@focal.test');
    await user.type(field('Password'), 'admin password here');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admins/outbox');
  });
});

describe('an expiring administrator session', () => {
  it('refreshes an expired administrator token once with its own refresh token and retries', async () => {
    setAdminSession({ access_token: 'old-access', refresh_token: 'admin-refresh' });
    const api = mockApi({
      'GET /api/admin/me': (request) =>
        request.headers.get('Authorization') === 'Bearer new-access' ? me() : apiError(401, '452'),
      'POST /api/auth/refresh': () => ok({ access_token: 'new-access', refresh_token: 'admin-refresh-2' }),
      'GET /api/admin/accounts': noAccounts,
    });
    renderApp('/admins/accounts');
    expect(await screen.findByText('Signed in as Grace Hopper')).toBeVisible();
    expect(api.to('POST', '/api/auth/refresh').map((r) => r.body)).toEqual([
      { refresh_token: 'admin-refresh' },
    ]);
    expect(getAdminToken()).toBe('new-access');
    expect(getAccessToken()).toBeNull();
  });

  it('returns to the sign-in with a message when the session cannot be renewed, never a blank page', async () => {
    setAdminSession({ access_token: 'old-access', refresh_token: 'revoked' });
    mockApi({
      'GET /api/admin/me': () => apiError(401, '452'),
      'POST /api/auth/refresh': () => apiError(401, '450'),
    });
    const { router } = renderApp('/admins/accounts');
    expect(await screen.findByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Your administrator session has ended');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admins'));
    expect(getAdminToken()).toBeNull();
  });
});
