import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../query/query-client';
import { bootstrapQueryOptions } from '../../shared/bootstrap/get-bootstrap';
import { BootGate } from './boot-gate';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { NOTHING_OWED } from '../../test/studio-fixtures';
import { getAccessToken, getRefreshToken } from '../../shared/session/session-store';

const WRONG_ACCOUNT_TEXT =
  "It seems like you're trying to sign in to the administrator login. Click below to be taken to the correct login page.";

describe('boot', () => {
  it('shows the studio once the bootstrap has loaded: name, company, plan and trial end in the company time zone', async () => {
    signIn();
    mockApi({
      'GET /api/basic/bootstrap': () =>
        ok(bootstrapFixture({ timeZone: 'Pacific/Auckland', accessTill: '2026-02-15T13:00:00.000Z' })),
      // A studio with nothing yet: the dashboard's what-is-next is empty.
      'GET /api/user/dashboard': () =>
        ok({
          timeZone: 'Pacific/Auckland',
          week: { from: '2026-02-09', to: '2026-02-15' },
          thisWeek: [],
          leadsAwaitingReply: [],
          jobsWithoutDate: [],
          counts: {
            openLeads: 0,
            activeJobs: 0,
            thisWeek: 0,
            leadsAwaitingReply: 0,
            jobsWithoutDate: 0,
          },
          money: NOTHING_OWED,
        }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    expect(screen.getAllByText('Lovelace Studio').length).toBeGreaterThan(0);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Pro Trial')).toBeVisible();
    // 13:00 UTC on 15 February is already 16 February in Auckland.
    expect(screen.getByText('Trial ends February 16, 2026')).toBeVisible();
    expect(await screen.findByText(/Your clients, jobs and payments will appear here\./)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Focal - Dashboard'));
  });

  it('signs administrator credentials out and explains, with a way to the administrator login', async () => {
    signIn();
    const api = mockApi({
      'GET /api/basic/bootstrap': () => apiError(403, 'IncorrectAccount'),
      'POST /api/auth/logout': () => ok(null),
    });
    const { router, user } = renderApp('/');

    const modal = await screen.findByRole('dialog', { name: "We're not in Kansas anymore!" });
    expect(within(modal).getByText(WRONG_ACCOUNT_TEXT)).toBeVisible();
    expect(within(modal).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(getAccessToken()).toBeNull();
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    expect(api.to('POST', '/api/auth/logout')[0]!.body).toEqual({ refresh_token: 'refresh-1' });
    expect(api.to('POST', '/api/auth/logout')[0]!.headers.get('Authorization')).toBe('Bearer access-1');

    await user.click(within(modal).getByRole('button', { name: 'Go to the administrator login' }));
    expect(await screen.findByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admins');
  });

  it('Cancel on the wrong-account modal leaves the user signed out on /login', async () => {
    signIn();
    mockApi({
      'GET /api/basic/bootstrap': () => apiError(403, 'IncorrectAccount'),
      'POST /api/auth/logout': () => ok(null),
    });
    const { router, user } = renderApp('/');
    const modal = await screen.findByRole('dialog', { name: "We're not in Kansas anymore!" });
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('boots after refreshing an expired access token', async () => {
    signIn('stale-access', 'refresh-1');
    const api = mockApi({
      'GET /api/basic/bootstrap': ({ headers }) =>
        headers.get('Authorization') === 'Bearer fresh-access'
          ? ok(bootstrapFixture())
          : apiError(401, '452'),
      'POST /api/auth/refresh': () => ok({ access_token: 'fresh-access', refresh_token: 'refresh-2' }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    expect(api.to('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('goes to /login when the access token has expired and the refresh fails', async () => {
    signIn('stale-access', 'stale-refresh');
    const api = mockApi({
      'GET /api/basic/bootstrap': () => apiError(401, '452'),
      'POST /api/auth/refresh': () => apiError(401, '450'),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.to('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('on 450 signs out and goes to /login without refreshing', async () => {
    signIn();
    const api = mockApi({ 'GET /api/basic/bootstrap': () => apiError(401, '450') });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.to('POST', '/api/auth/refresh')).toHaveLength(0);
    expect(getAccessToken()).toBeNull();
  });

  it('offers a reload, and keeps the session, when the server runs a newer build', async () => {
    signIn();
    mockApi({
      'GET /api/basic/bootstrap': () =>
        apiError(426, 'ObsoleteAppVersion', null, 'Focal has been updated', 'Reload the page to continue.'),
    });
    renderApp('/');
    const modal = await screen.findByRole('dialog', { name: 'Focal has been updated' });
    expect(within(modal).getByText('Reload the page to continue.')).toBeVisible();
    expect(within(modal).getByRole('button', { name: 'Reload the Page' })).toBeVisible();
    expect(getAccessToken()).toBe('access-1');
  });

  it('Sign Out calls logout, forgets the tokens and goes to /login', async () => {
    signIn();
    const api = mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
      'POST /api/auth/logout': () => apiError(500, 'Internal'),
    });
    const { router, user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('goes to /login when another tab signs out', async () => {
    signIn();
    mockApi({ 'GET /api/basic/bootstrap': () => ok(bootstrapFixture()) });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });

    // What another tab's sign-out looks like from here: the key disappears, a storage event fires.
    const key = 'focal.session.access';
    const oldValue = window.localStorage.getItem(key);
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: null }));

    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('mounts the frame in a render of its own even when the bootstrap is already there (the early request answered)', async () => {
    // Drawn in the first render, the frame would be one task as long as the whole first screen;
    // after a first commit of the loader, React draws it in a deferred render, in short slices.
    const client = createQueryClient();
    client.setQueryData(bootstrapQueryOptions().queryKey, bootstrapFixture());
    const commits: boolean[] = [];
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/clients']}>
            <Profiler id="gate" onRender={() => commits.push(screen.queryByText('The frame') !== null)}>
              <BootGate>
                <p>The frame</p>
              </BootGate>
            </Profiler>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('The frame')).toBeVisible();
    expect(commits).toEqual([false, true]);
  });
});
