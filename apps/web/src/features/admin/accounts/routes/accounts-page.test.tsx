import type { AdminAccountSummary } from '@focal/contracts/admin-console';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, type SentRequest } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { setAdminSession } from '../../lib/admin-session';

const account = (n: number, overrides: Partial<AdminAccountSummary> = {}): AdminAccountSummary => ({
  userId: `00000000-0000-4000-8000-00000000000${n}`,
  email: `user${n}@example.com`,
  fullName: `User ${n}`,
  role: 'OWNER',
  companies: [{ id: `c${n}`, name: `Studio ${n}` }],
  companyCount: 1,
  businessAccountId: `b${n}`,
  planTier: 'PRO',
  subscriptionStatus: 'trialing',
  disabled: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const params = (request: SentRequest) =>
  Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

function consoleAt(path: string, search: (request: SentRequest) => Response) {
  const api = mockApi({
    'GET /api/admin/me': () => ok({ id: 'a1', email: 'root@focal.test', name: 'Grace Hopper' }),
    'GET /api/admin/accounts': search,
  });
  return { api, ...renderApp(path) };
}

beforeEach(() => setAdminSession({ access_token: 'admin-access', refresh_token: 'admin-refresh' }));

describe('the account search', () => {
  it('waits for typing to pause, then searches once and keeps q in the address', async () => {
    const { api, user, router } = consoleAt('/admins/accounts', (request) =>
      ok({ accounts: params(request).q ? [account(1, { fullName: 'Ada Lovelace' })] : [], nextCursor: null }),
    );
    await screen.findByRole('heading', { name: 'No accounts found' });
    expect(document.title).toBe('Focal - Accounts');
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'lovelace');

    const table = await screen.findByRole('table', { name: 'Accounts found' });
    expect(within(table).getByRole('link', { name: 'user1@example.com' })).toHaveAttribute(
      'href',
      '/admins/accounts/00000000-0000-4000-8000-000000000001',
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ada LovelaceOwnerStudio 1PROtrialing');
    // One search for the whole word, not one per keystroke ('lov', 'love', …).
    expect(api.to('GET', '/api/admin/accounts').map((r) => params(r).q)).toEqual(['', 'lovelace']);
    expect(api.to('GET', '/api/admin/accounts')[1]!.headers.get('Authorization')).toBe('Bearer admin-access');
    expect(router.state.location.search).toBe('?q=lovelace');
  });

  it('asks for three characters instead of searching with fewer', async () => {
    const { api, user } = consoleAt('/admins/accounts', () => ok({ accounts: [], nextCursor: null }));
    await screen.findByRole('heading', { name: 'No accounts found' });
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'ad');
    expect(await screen.findByText('Type at least 3 characters, or an id.')).toBeVisible();
    expect(api.to('GET', '/api/admin/accounts')).toHaveLength(1);
  });

  it('pages on with the keyset cursor the last page gave, keeping the rows already shown', async () => {
    const { api, user } = consoleAt('/admins/accounts?q=studio', (request) =>
      params(request).after === 'cursor-2'
        ? ok({ accounts: [account(3, { disabled: true })], nextCursor: null })
        : ok({ accounts: [account(1), account(2)], nextCursor: 'cursor-2' }),
    );
    const table = await screen.findByRole('table', { name: 'Accounts found' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('user3@example.comDisabled');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.to('GET', '/api/admin/accounts').map(params)).toEqual([
      { q: 'studio' },
      { q: 'studio', after: 'cursor-2' },
    ]);
  });
});
