import type { AdminAuditEntry } from '@focal/contracts/admin-console';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, type SentRequest } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { setAdminSession } from '../../lib/admin-session';

const GRACE = { id: '00000000-0000-4000-8000-0000000000a1', email: 'root@focal.test', name: 'Grace Hopper' };
const ALAN = { id: '00000000-0000-4000-8000-0000000000a2', email: 'alan@focal.test', name: 'Alan Turing' };

const entry = (id: string, overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id,
  admin: GRACE,
  action: 'user.disable',
  targetKind: 'user',
  targetId: 'u-1',
  before: { disabledAt: null },
  after: { disabledAt: '2026-03-01T10:00:00.000Z' },
  clientAddress: '203.0.113.7',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const params = (request: SentRequest) =>
  Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
const admin = (a: typeof GRACE) => ({
  ...a,
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  actions: {},
});

function auditLog(log: (request: SentRequest) => Response) {
  const api = mockApi({
    'GET /api/admin/me': () => ok(GRACE),
    'GET /api/admin/admins': () => ok({ admins: [admin(GRACE), admin(ALAN)], invitations: [] }),
    'GET /api/admin/audit-log': log,
  });
  return { api, ...renderApp('/admins/audit-log') };
}

beforeEach(() => setAdminSession({ access_token: 'admin-access', refresh_token: 'admin-refresh' }));

describe('the audit log', () => {
  it('sends the chosen filters together, keeps them in the address, and pages on from the oldest entry', async () => {
    const { api, user, router } = auditLog((request) => {
      const query = params(request);
      if (query.before === 'cursor-1')
        return ok({ entries: [entry('e3', { admin: ALAN })], nextCursor: null });
      if (query.adminId) return ok({ entries: [entry('e2', { admin: ALAN })], nextCursor: 'cursor-1' });
      return ok({ entries: [entry('e1')], nextCursor: null });
    });
    await screen.findByRole('table', { name: 'Audit log entries' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Administrator' })).toHaveTextContent('Alan Turing'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Administrator' }), ALAN.id);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Disabled a user');
    await user.type(screen.getByRole('textbox', { name: 'Target kind' }), 'user');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const table = () => screen.getByRole('table', { name: 'Audit log entries' });
    await waitFor(() => expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Alan Turing'));
    expect(new URLSearchParams(router.state.location.search).get('adminId')).toBe(ALAN.id);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));

    expect(api.to('GET', '/api/admin/audit-log').map(params)).toEqual([
      {},
      { adminId: ALAN.id, action: 'user.disable', targetKind: 'user' },
      { adminId: ALAN.id, action: 'user.disable', targetKind: 'user', before: 'cursor-1' },
    ]);
  });

  it('opens an entry to its before and after', async () => {
    const { user } = auditLog(() => ok({ entries: [entry('e1')], nextCursor: null }));
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const show = within(table).getByRole('button', { name: 'Show changes' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(within(table).getByRole('button', { name: 'Hide changes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const details = within(table).getAllByRole('row')[2]!;
    expect(details).toHaveTextContent('Before{ "disabledAt": null }');
    expect(details).toHaveTextContent('After{ "disabledAt": "2026-03-01T10:00:00.000Z" }');
  });

  it("names each action in words, reads of people's data and mail included, and where it came from", async () => {
    auditLog(() =>
      ok({
        entries: [
          entry('e1', {
            action: 'outbox.read',
            targetKind: 'outbox',
            targetId: 'ada@focal.test',
            before: null,
            after: { to: 'ada@focal.test', shown: 2, liveLinks: [] },
          }),
          entry('e2', { action: 'user.view', before: null, after: { email: 'ada@focal.test' } }),
          entry('e3', { action: 'user.search', targetId: null, clientAddress: null }),
          entry('e4', { action: 'something.new' }),
        ],
        nextCursor: null,
      }),
    );
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const [, outbox, account, search, unknown] = within(table).getAllByRole('row');
    expect(outbox).toHaveTextContent('Viewed the outbox');
    expect(outbox).toHaveTextContent('203.0.113.7');
    expect(account).toHaveTextContent("Viewed an account's page");
    expect(search).toHaveTextContent('Searched accounts');
    expect(search).toHaveTextContent('Not recorded');
    expect(unknown).toHaveTextContent('something.new');
    const actions = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option');
    expect(actions.map((option) => option.textContent)).toEqual(
      expect.arrayContaining([
        'Any action',
        'Viewed the outbox',
        "Viewed an account's page",
        'Searched accounts',
      ]),
    );
  });
});
