import type { AdminAccount } from '@focal/contracts/admin-console';
import { PASSWORD_MIN_LENGTH } from '@focal/contracts/passwords';
import { passwordTooShort } from '@focal/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { clearAdminSession, getAdminToken, setAdminSession } from '../../lib/admin-session';

const ALAN_ID = '00000000-0000-4000-8000-0000000000a2';
const DISABLE = { url: `/api/admin/admins/${ALAN_ID}/disable`, method: 'POST' };
const admin = (overrides: Partial<AdminAccount>): AdminAccount => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'root@focal.test',
  name: 'Grace Hopper',
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  actions: {},
  ...overrides,
});
const grace = admin({});
const alan = admin({ id: ALAN_ID, email: 'alan@focal.test', name: 'Alan Turing', actions: { DISABLE } });

beforeEach(() => setAdminSession({ access_token: 'admin-access', refresh_token: 'admin-refresh' }));

function administrators(extra: Record<string, () => Response> = {}) {
  let disabled = false;
  const api = mockApi({
    'GET /api/admin/me': () => ok(grace),
    'GET /api/admin/admins': () =>
      ok({
        admins: [grace, disabled ? { ...alan, disabled: true, actions: {} } : alan],
        invitations: [],
      }),
    [`POST ${DISABLE.url}`]: () => {
      disabled = true;
      return ok({ ...alan, disabled: true, actions: {} });
    },
    ...extra,
  });
  return { api, ...renderApp('/admins/administrators') };
}

describe('the administrators page', () => {
  it('offers Disable only where the server does (never on one’s own row) and asks first', async () => {
    const { api, user } = administrators();
    const table = await screen.findByRole('table', { name: 'Administrators' });
    const [, own, other] = within(table).getAllByRole('row');
    expect(within(own!).queryByRole('button')).toBeNull();
    await user.click(within(other!).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Alan Turing?' });
    expect(api.to('POST', DISABLE.url)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Alan Turing is disabled.')).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Administrators' })).getAllByRole('row')[2],
      ).toHaveTextContent('Disabled'),
    );
    expect(api.to('POST', DISABLE.url)).toHaveLength(1);
  });

  it('invites by name and email, with the server’s field message under its input', async () => {
    const { api, user } = administrators({
      'POST /api/admin/admins': () =>
        apiError(400, 'ValidationFailed', { fields: { email: 'Already an administrator.' } }),
    });
    await screen.findByRole('table', { name: 'Administrators' });
    await user.click(screen.getByRole('button', { name: 'Invite an administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an administrator' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(api.to('POST', '/api/admin/admins')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Alan Turing');
    await user.type(within(dialog).getByLabelText('Email'), 'alan@focal.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('Already an administrator.')).toBeVisible();
    expect(api.to('POST', '/api/admin/admins')[0]!.body).toEqual({
      name: 'Alan Turing',
      email: 'alan@focal.test',
    });
  });
});

describe('the invitation page', () => {
  it('sets a password under sign-up’s rules, then opens the console signed in as the new administrator', async () => {
    clearAdminSession();
    const token = 'invitation-token-1234567890';
    const api = mockApi({
      [`GET /api/admin/invitations/${token}`]: () => ok({ email: 'alan@focal.test', name: 'Alan Turing' }),
      [`POST /api/admin/invitations/${token}/accept`]: () =>
        ok({ access_token: 'alan-access', refresh_token: 'alan-refresh', device_token: 'd' }),
      'GET /api/admin/me': () => ok(alan),
      'GET /api/admin/accounts': () => ok({ accounts: [], nextCursor: null }),
    });
    const { user, router } = renderApp(`/admins/invitation/${token}`);
    await screen.findByRole('heading', { name: 'Join the Focal administrators' });
    expect(screen.getByText(/Alan Turing, choose a password for alan@focal.test/)).toBeVisible();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set the password and open the console' }));
    expect(await screen.findByText(passwordTooShort(PASSWORD_MIN_LENGTH))).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', `/api/admin/invitations/${token}/accept`)).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Set the password and open the console' }));
    expect(await screen.findByText('Signed in as Alan Turing')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admins/accounts');
    expect(getAdminToken()).toBe('alan-access');
  });

  it('says so when the link no longer works', async () => {
    mockApi({
      'GET /api/admin/invitations/expired-token-1234567': () =>
        apiError(410, 'InvitationExpired', null, 'Invitation expired', 'Ask for a new invitation.'),
    });
    renderApp('/admins/invitation/expired-token-1234567');
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Ask for a new invitation.');
  });
});
