import type { AdminAccountDetail } from '@focal/contracts/admin-console';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { setAdminSession } from '../../lib/admin-session';

const USER = '00000000-0000-4000-8000-000000000001';
const DISABLE = { url: `/api/admin/users/${USER}/disable`, method: 'POST' };
const ENABLE = { url: `/api/admin/users/${USER}/enable`, method: 'POST' };
const TRIAL = { url: '/api/admin/business-accounts/b1/trial', method: 'PUT' };
const PLAN = { url: '/api/admin/business-accounts/b1/plan', method: 'PUT' };

const detail = (overrides: Partial<AdminAccountDetail> = {}): AdminAccountDetail => ({
  user: {
    id: USER,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    confirmed: true,
    disabled: false,
    disabledAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    country: 'GB',
    timeZone: 'Europe/London',
  },
  businessAccount: {
    id: 'b1',
    planTier: 'PRO',
    status: 'trialing',
    billingPeriod: 'MONTHLY',
    accessTill: '2026-02-01T10:00:00.000Z',
  } as AdminAccountDetail['businessAccount'],
  companies: [{ id: 'c1', name: 'Lumen', email: 'hello@lumen.test', role: 'owner', memberCount: 2 }],
  members: [
    {
      userId: 'u2',
      email: 'bo@example.com',
      fullName: 'Bo Lee',
      companyId: 'c1',
      companyName: 'Lumen',
      role: 'member',
    },
  ],
  sessions: [{ id: 's1', createdAt: '2026-01-02T10:00:00.000Z', revokedAt: null }],
  backgroundTasks: [
    { id: 't1', kind: 'company-import', state: 'completed', createdAt: '2026-01-03T10:00:00.000Z' },
  ],
  actions: { DISABLE, EXTEND_TRIAL: TRIAL, END_TRIAL: TRIAL },
  ...overrides,
});

function accountPage(answers: (() => Response)[], extra: Record<string, (r: never) => Response> = {}) {
  let served = 0;
  const api = mockApi({
    'GET /api/admin/me': () => ok({ id: 'a1', email: 'root@focal.test', name: 'Grace Hopper' }),
    [`GET /api/admin/accounts/${USER}`]: () => answers[Math.min(served++, answers.length - 1)]!(),
    ...extra,
  });
  return { api, ...renderApp(`/admins/accounts/${USER}`) };
}

const actions = () => screen.getByRole('group', { name: 'Actions' });

beforeEach(() => setAdminSession({ access_token: 'admin-access', refresh_token: 'admin-refresh' }));

describe('the account page', () => {
  it('shows the user, plan, companies, members, sign-ins and tasks, and only the actions offered', async () => {
    accountPage([() => ok(detail())]);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Focal - Ada Lovelace'));
    expect(
      within(actions())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Disable', 'Extend trial', 'End trial']);
    expect(screen.getByRole('table', { name: 'Companies' })).toHaveTextContent('Lumenhello@lumen.testOwner2');
    expect(screen.getByRole('table', { name: 'Members' })).toHaveTextContent('Bo Lee');
    expect(screen.getByRole('table', { name: 'Recent sign-ins' })).toHaveTextContent('Active');
    expect(screen.getByRole('table', { name: 'Background tasks' })).toHaveTextContent('company-import');
    expect(screen.getByRole('region', { name: 'Plan' })).toHaveTextContent('PRO');
  });

  it('asks before disabling; Cancel sends nothing, confirming disables and shows the badge', async () => {
    const disabled = detail({
      user: { ...detail().user, disabled: true, disabledAt: '2026-03-01T10:00:00.000Z' },
      actions: { ENABLE },
    });
    const { api, user } = accountPage([() => ok(detail()), () => ok(disabled)], {
      [`POST ${DISABLE.url}`]: () =>
        ok({ userId: USER, disabled: true, disabledAt: '2026-03-01T10:00:00.000Z' }),
    });
    await screen.findByRole('heading', { name: 'Ada Lovelace' });

    await user.click(within(actions()).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', DISABLE.url)).toHaveLength(0);

    await user.click(within(actions()).getByRole('button', { name: 'Disable' }));
    const again = await screen.findByRole('dialog', { name: 'Disable Ada Lovelace?' });
    await user.click(within(again).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('The user is disabled and signed out everywhere.')).toBeVisible();
    expect(api.to('POST', DISABLE.url)).toHaveLength(1);
    expect(api.to('POST', DISABLE.url)[0]!.headers.get('Authorization')).toBe('Bearer admin-access');
    expect(await within(screen.getByRole('heading', { level: 1 })).findByText('Disabled')).toBeVisible();
    expect(
      within(actions())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Enable']);
  });

  it('extends the trial to the end of the chosen day and shows a refused change as the server says', async () => {
    const { api, user } = accountPage([() => ok(detail())], {
      [`PUT ${TRIAL.url}`]: () =>
        apiError(409, 'Conflict', null, 'Not on a trial', 'This account pays for its plan now.'),
    });
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.click(within(actions()).getByRole('button', { name: 'Extend trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend trial' });
    const input = within(dialog).getByLabelText(/New end of the trial/);
    await user.clear(input);
    await user.type(input, '2099-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Extend trial' }));

    expect(await screen.findByText('This account pays for its plan now.')).toBeVisible();
    const body = api.to('PUT', TRIAL.url)[0]!.body as { action: string; accessTill: string };
    expect(body.action).toBe('EXTEND');
    expect(new Date(body.accessTill).getTime()).toBe(new Date('2099-12-31T23:59:59').getTime());
  });

  it('ends the trial only after the confirmation, and changes the plan with tier, status and no end date', async () => {
    const business = detail().businessAccount!;
    const { api, user } = accountPage(
      [() => ok(detail({ actions: { END_TRIAL: TRIAL, CHANGE_PLAN: PLAN } }))],
      {
        [`PUT ${TRIAL.url}`]: () => ok({ ...business, status: 'expired' }),
        [`PUT ${PLAN.url}`]: () =>
          ok({ ...business, planTier: 'MASTER', status: 'active', accessTill: null }),
      },
    );
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.click(within(actions()).getByRole('button', { name: 'End trial' }));
    const confirm = await screen.findByRole('dialog', { name: 'End the trial now?' });
    expect(api.to('PUT', TRIAL.url)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'End trial' }));
    expect(await screen.findByText('The trial has ended.')).toBeVisible();
    expect(api.to('PUT', TRIAL.url).map((r) => r.body)).toEqual([{ action: 'END' }]);

    await user.click(within(actions()).getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await user.selectOptions(within(dialog).getByLabelText('Tier'), 'MASTER');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'active');
    await user.clear(within(dialog).getByLabelText(/Access till/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The plan is changed.')).toBeVisible();
    expect(api.to('PUT', PLAN.url).map((r) => r.body)).toEqual([
      { planTier: 'MASTER', status: 'active', accessTill: null },
    ]);
  });
});
