import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { openProvider } from '../lib/open-provider';

// Leaving the app is the one step jsdom cannot take.
vi.mock('../lib/open-provider', () => ({ openProvider: vi.fn() }));

const providers = [
  { id: 'google', name: 'Google', startUrl: '/api/auth/oauth/google/start' },
  { id: 'xero', name: 'Xero', startUrl: '/api/auth/oauth/xero/start' },
];

describe('provider buttons', () => {
  it('offers one button per provider on /login; a click leaves for the provider’s start URL', async () => {
    const api = mockApi({ 'GET /api/auth/oauth/providers': () => ok({ providers }) });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const group = screen.getByRole('group', { name: 'Other ways to continue' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Continue with Google', 'Continue with Xero']);

    await user.click(google);
    expect(openProvider).toHaveBeenCalledWith('/api/auth/oauth/google/start');
    expect(api.to('GET', '/api/auth/oauth/providers')[0]!.headers.get('Authorization')).toBeNull();
  });

  it('offers them on /signup too', async () => {
    mockApi({ 'GET /api/auth/oauth/providers': () => ok({ providers: providers.slice(1) }) });
    renderApp('/signup');
    expect(await screen.findByRole('button', { name: 'Continue with Xero' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('shows nothing when no provider is configured', async () => {
    const api = mockApi({ 'GET /api/auth/oauth/providers': () => ok({ providers: [] }) });
    renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your Focal account' });
    await vi.waitFor(() => expect(api.to('GET', '/api/auth/oauth/providers')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });
});
