import { PlanLimitText } from '@focal/contracts/plans';
import type { Team } from '@focal/contracts/team';
import { TeamPaths } from '@focal/contracts/team';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPlansFrameOpener } from '../../../shared/response-extras/plans-frame';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';

const ANN_URL = TeamPaths.member('u-2');
const INVITE_URL = TeamPaths.invitation('i-1');

const ownerTeam = (overrides: Partial<Team> = {}): Team => ({
  members: [
    {
      userId: 'u-1',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'owner',
      joinedAt: '2026-01-01T10:00:00.000Z',
      actions: {},
    },
    {
      userId: 'u-2',
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      role: 'member',
      joinedAt: '2026-03-05T12:00:00.000Z',
      actions: { REMOVE: { url: ANN_URL, method: 'DELETE' } },
    },
  ],
  invitations: [
    {
      id: 'i-1',
      email: 'bo@example.com',
      invitedAt: '2026-03-10T09:00:00.000Z',
      expiresAt: '2026-03-17T09:00:00.000Z',
      actions: { REVOKE: { url: INVITE_URL, method: 'DELETE' } },
    },
  ],
  usage: { users: 3, maxUsers: 5 },
  actions: { INVITE: { url: TeamPaths.invitations, method: 'POST' } },
  ...overrides,
});

/** The team page with the team answering in turn (the last answer repeats). */
function teamPage(answers: (() => Response)[], extra: Record<string, () => Response> = {}) {
  signIn();
  let served = 0;
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    [`GET ${TeamPaths.team}`]: () => answers[Math.min(served++, answers.length - 1)]!(),
    ...extra,
  });
  return { api, ...renderApp('/settings/team') };
}

afterEach(() => setPlansFrameOpener(null));

describe('the team page', () => {
  it('lists members, pending invitations and the plan usage, dates in the company time zone', async () => {
    teamPage([() => ok(ownerTeam())]);
    const members = await screen.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(document.title).toBe('Focal - Team'));
    expect(screen.getByText('3 of 5 users')).toBeVisible();
    const rows = within(members).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Ada Lovelace', 'ada@example.com', 'Owner', 'Jan 1, 2026', ''],
      ['Ann Lee', 'ann@example.com', 'Team member', 'Mar 5, 2026', 'Remove'],
    ]);
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(invitations).getByRole('row', { name: /bo@example.com/ })).toHaveTextContent(
      'bo@example.comMar 10, 2026Mar 17, 2026Revoke',
    );
  });

  it('invites an address with the contract rules, then shows the new invitation', async () => {
    const invited = ownerTeam({
      invitations: [
        ...ownerTeam().invitations,
        {
          id: 'i-2',
          email: 'cy@example.com',
          invitedAt: '2026-03-11T09:00:00.000Z',
          expiresAt: '2026-03-18T09:00:00.000Z',
          actions: {},
        },
      ],
    });
    const { api, user } = teamPage([() => ok(ownerTeam()), () => ok(invited)], {
      [`POST ${TeamPaths.invitations}`]: () => ok(invited.invitations[1]),
    });
    const form = await screen.findByRole('region', { name: 'Invite a team member' });
    const email = within(form).getByLabelText('Email');
    await user.type(email, 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findByText(
        "This email address is not valid. Please include '@' and '.' in the email address.",
      ),
    ).toBeVisible();
    expect(api.to('POST', TeamPaths.invitations)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' Cy@Example.com ');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('We emailed an invitation to cy@example.com.')).toBeVisible();
    expect(api.to('POST', TeamPaths.invitations)[0]!.body).toEqual({ email: 'cy@example.com' });
    expect(email).toHaveValue('');
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    expect(await within(invitations).findByText('cy@example.com')).toBeVisible();
  });

  it("puts the server's field message under the address (already a member)", async () => {
    const { user } = teamPage([() => ok(ownerTeam())], {
      [`POST ${TeamPaths.invitations}`]: () =>
        apiError(409, 'EmailTaken', { fields: { email: 'ann@example.com is already a member.' } }),
    });
    const form = await screen.findByRole('region', { name: 'Invite a team member' });
    await user.type(within(form).getByLabelText('Email'), 'ann@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('ann@example.com is already a member.')).toBeVisible();
  });

  it('removes a member only after a confirmation that names them', async () => {
    const without = ownerTeam({ members: ownerTeam().members.slice(0, 1) });
    const { api, user } = teamPage([() => ok(ownerTeam()), () => ok(without)], {
      [`DELETE ${ANN_URL}`]: () => ok(null),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ann Lee' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Ann Lee?' });
    expect(dialog).toHaveTextContent(
      'Ann Lee (ann@example.com) will no longer be able to work in Lovelace Studio.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('DELETE', ANN_URL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Ann Lee' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Ann Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Ann Lee' }));
    expect(await screen.findByText('Ann Lee was removed from the team.')).toBeVisible();
    expect(api.to('DELETE', ANN_URL)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('ann@example.com')).toBeNull());
  });

  it('revokes a pending invitation through its link', async () => {
    const { api, user } = teamPage([() => ok(ownerTeam()), () => ok(ownerTeam({ invitations: [] }))], {
      [`DELETE ${INVITE_URL}`]: () => ok(null),
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation to bo@example.com' }));
    expect(await screen.findByText('The invitation to bo@example.com was revoked.')).toBeVisible();
    expect(api.to('DELETE', INVITE_URL)).toHaveLength(1);
    expect(await screen.findByText('No invitations are waiting for an answer.')).toBeVisible();
  });

  it('links an invitation to its mail only when the server offers it (no SMTP)', async () => {
    const mailbox = '/dev/mail?token=invitation-mail-token';
    const [invitation] = ownerTeam().invitations;
    teamPage([
      () =>
        ok(
          ownerTeam({
            invitations: [
              { ...invitation!, actions: { ...invitation!.actions, DEV_MAILBOX: { url: mailbox } } },
            ],
          }),
        ),
    ]);
    const link = await screen.findByRole('link', {
      name: 'Read the mail to bo@example.com: the invitation you sent',
    });
    expect(link).toHaveAttribute('href', mailbox);
  });

  it('at the plan limit shows the upgrade banner, whose Upgrade opens the offered plan in the frame', async () => {
    const url = '/subscription/plans?planTier=MASTER';
    const { user } = teamPage([
      () => ok(ownerTeam({ usage: { users: 3, maxUsers: 3 }, actions: { UPGRADE_PLAN: { url } } })),
    ]);
    expect(await screen.findByText(PlanLimitText.usersMax)).toBeVisible();
    expect(screen.getByText('3 of 3 users')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Plan limit' })).toHaveTextContent(
      "You're on the Pro plan. Master offers more.",
    );
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(screen.getByTitle('Plans and checkout')).toHaveAttribute('src', url));
  });

  it('goes to /login under the plans frame when the subscription has lapsed (401 210 on the page load)', async () => {
    const { router } = teamPage([
      () => apiError(401, '210', { resourcesLinks: { SUBSCRIPTION_PLANS: { url: '/subscription/plans' } } }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTitle('Plans and checkout')).toHaveAttribute('src', '/subscription/plans'),
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers a team member no inviting, removing or revoking', async () => {
    const strip = <T extends { actions: object }>(rows: T[]) => rows.map((row) => ({ ...row, actions: {} }));
    teamPage([
      () =>
        ok(
          ownerTeam({
            members: strip(ownerTeam().members),
            invitations: strip(ownerTeam().invitations),
            usage: { users: 3, maxUsers: null },
            actions: {},
          }),
        ),
    ]);
    await screen.findByRole('table', { name: 'Members' });
    expect(screen.getByText('3 users (no limit on your plan)')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Invite a team member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Revoke|Upgrade/ })).toBeNull();
  });

  it('answers a 200 without data in the catalogue’s words, not with a crashed page', async () => {
    const empty = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    teamPage([empty]);
    expect(await screen.findByText('The team could not be loaded', {}, { timeout: 8000 })).toBeVisible();
    expect(
      screen.getByText('Please try again in a moment. If it keeps happening, contact support.'),
    ).toBeVisible();
    expect(screen.queryByText('This page could not be shown')).toBeNull();
  });

  it('says when the team could not be loaded (after the usual retries), and tries again', async () => {
    const failed = () => apiError(500, 'Internal', null, 'Oops', 'The server failed.');
    const { user } = teamPage([failed, failed, failed, () => ok(ownerTeam())]);
    const alert = await screen.findByText('The team could not be loaded', {}, { timeout: 8000 });
    expect(screen.getByText('The server failed.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Members' })).toBeVisible();
    expect(alert).not.toBeInTheDocument();
  });
});
