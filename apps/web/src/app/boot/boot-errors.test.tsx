import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { apiError, json, mockApi, ok } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { apiFetch } from '../../shared/http/client';
import { useClosablePopover } from '../../shared/overlays/popovers';
import { getAccessToken, getRefreshToken } from '../../shared/session/session-store';
import { signOut } from '../../shared/session/sign-out';
import { registerSessionEnder } from '../../shared/session/third-party-sessions';
import { openModal } from '../../shared/ui/modal';
import { queryClient } from '../query/query-client';

describe('other boot errors', () => {
  it('any other boot error signs out, goes to /login and says what happened', async () => {
    signIn();
    const api = mockApi({
      'GET /api/basic/bootstrap': () =>
        apiError(500, 'Internal', null, 'Something went wrong', 'Try again later.'),
      'POST /api/auth/logout': () => ok(null),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Try again later.')).toBeVisible();
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('453 at boot (no company left) ends on /login too, not in a loop on /', async () => {
    signIn();
    const api = mockApi({
      'GET /api/basic/bootstrap': () =>
        apiError(401, '453', null, 'No company', 'Your account does not belong to any company.'),
      'POST /api/auth/logout': () => ok(null),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Your account does not belong to any company.')).toBeVisible();
    expect(api.to('GET', '/api/basic/bootstrap')).toHaveLength(1);
  });
});

describe('logout (spec 01 §4.1)', () => {
  it('clears tokens, user, subscription and company (the query cache), modals, popovers, chat and analytics', async () => {
    signIn();
    mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
      'POST /api/auth/logout': () => ok(null),
    });
    const endChat = vi.fn();
    const endAnalytics = vi.fn();
    const offChat = registerSessionEnder('chat', endChat);
    const offAnalytics = registerSessionEnder('analytics', endAnalytics);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(queryClient.getQueryData(['bootstrap'])).toBeTruthy();

    function OpenPopover() {
      const [opened, setOpened] = useState(true);
      useClosablePopover(opened, () => setOpened(false));
      return opened ? <div>User menu</div> : null;
    }
    render(<OpenPopover />);
    await openModal({ id: 'something', title: 'Something open', children: <p>Open</p> });
    await screen.findByRole('dialog', { name: 'Something open' });

    // What the user menu's Sign out does (the menu itself is the frame's).
    await signOut('user');
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(queryClient.getQueryData(['bootstrap'])).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('User menu')).not.toBeInTheDocument();
    expect(endChat).toHaveBeenCalledTimes(1);
    expect(endAnalytics).toHaveBeenCalledTimes(1);
    offChat();
    offAnalytics();
  });
});

describe('successPreferences.route.reloadRequired', () => {
  it('loads the page data again and renders the page afresh through /refresh_route', async () => {
    signIn();
    const api = mockApi({ 'GET /api/basic/bootstrap': () => ok(bootstrapFixture()) });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    const visited: string[] = [];
    const stop = router.subscribe((state) => visited.push(state.location.pathname));

    mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ firstName: 'Grace' })),
      'POST /api/thing': () =>
        json(200, { data: null, successPreferences: { route: { reloadRequired: true } } }),
    });
    await apiFetch('/api/thing', { method: 'POST', body: {} });
    await waitFor(() => expect(visited).toContain('/refresh_route'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The page mounts again (a lazy route may keep it hidden for a moment): wait until it shows.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible());
    stop();
    expect(api.to('GET', '/api/basic/bootstrap')).toHaveLength(1);
  });
});
