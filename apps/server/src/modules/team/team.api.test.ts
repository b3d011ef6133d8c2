// engine-dependent: parallel invitations race for the last seat.
import { PlanLimitText, TeamPaths } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { companies, memberships } from '../../db/schema.ts';
import { findUserByEmail } from '../users/service.ts';
import { inviteByMail, joinedMember, lastMailTo, randomIp, uniqueEmail } from '../../test/factories.ts';
import { TEST_PUBLIC_URL } from '../../test/test-app.ts';

type Auth = Record<string, string>;
const teamOf = async (api: Api, auth: Auth) => {
  const res = await api.get(TeamPaths.team, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const companyIdOf = async (api: Api, auth: Auth) =>
  (await api.get('/api/basic/bootstrap', { as: auth })).json().data.authorizedCompany.id as string;

describe('the team page', () => {
  it('shows an owner the members, pending invitations, the plan usage and what they may do', async ({
    api,
  }) => {
    const owner = await api.signedInOwner({ firstName: 'Olive', lastName: 'Owner' });
    const member = await joinedMember(api, owner.auth);
    const { email: invited, invitation } = await inviteByMail(api, owner.auth);

    const team = await teamOf(api, owner.auth);
    expect(team.members).toEqual([
      expect.objectContaining({
        fullName: 'Olive Owner',
        email: owner.form.email,
        role: 'owner',
        actions: {},
      }),
      expect.objectContaining({
        userId: member.userId,
        fullName: 'Tess Member',
        email: member.email,
        role: 'member',
        actions: { REMOVE: { url: TeamPaths.member(member.userId), method: 'DELETE' } },
      }),
    ]);
    expect(team.invitations).toEqual([
      {
        id: invitation.id,
        email: invited,
        invitedAt: expect.any(String),
        expiresAt: expect.any(String),
        actions: {
          REVOKE: { url: TeamPaths.invitation(invitation.id), method: 'DELETE' },
          // No SMTP here: the owner may read the invitation mail in the development mailbox.
          DEV_MAILBOX: { url: expect.stringMatching(/^\/dev\/mail\?token=/) },
        },
      },
    ]);
    const mailbox = await api.call({
      method: 'GET',
      url: `/api/dev/mail?${team.invitations[0].actions.DEV_MAILBOX!.url.split('?')[1]}`,
    });
    expect(mailbox.statusCode, mailbox.body).toBe(200);
    expect(mailbox.json().data.to).toBe(invited);
    expect(mailbox.json().data.text).toContain('/company/register/');
    // Seven days to accept.
    const days =
      (Date.parse(team.invitations[0].expiresAt) - Date.parse(team.invitations[0].invitedAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    // A 14-day PRO trial: 3 users, the owner, the member and the pending invitation.
    expect(team.usage).toEqual({ users: 3, maxUsers: 3 });
    expect(team.actions).toEqual({ UPGRADE_PLAN: { url: '/subscription/plans?planTier=MASTER' } });
  });

  it('offers INVITE while the plan has room, and nothing to manage to a member', async ({ api }) => {
    const owner = await api.signedInOwner();
    expect((await teamOf(api, owner.auth)).actions).toEqual({
      INVITE: { url: TeamPaths.invitations, method: 'POST' },
    });
    const member = await joinedMember(api, owner.auth);
    await inviteByMail(api, owner.auth);
    const seen = await teamOf(api, member.auth);
    expect(seen.actions).toEqual({});
    expect(seen.members.every((m: { actions: object }) => Object.keys(m.actions).length === 0)).toBe(true);
    expect(seen.invitations).toHaveLength(1);
    expect(seen.invitations[0].actions).toEqual({});
  });
});

describe('inviting', () => {
  it('mails a link to /company/register/{token} that names the company and the inviter', async ({ api }) => {
    const owner = await api.signedInOwner({
      firstName: 'Olive',
      lastName: 'Owner',
      companyName: 'Olive Studio',
    });
    const email = uniqueEmail('Invitee').toUpperCase();
    const res = await api.post(TeamPaths.invitations, { email }, { as: owner.auth, ip: randomIp() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.email).toBe(email.toLowerCase());
    const mail = await lastMailTo(api, email);
    expect(mail.subject).toBe('Olive Owner invited you to join Olive Studio on Focal');
    expect(mail.text).toContain('Hi there,');
    expect(mail.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/company/register/[A-Za-z0-9_-]{43}`));
  });

  it('refuses to invite someone who is already a member, with a message naming them', async ({ api }) => {
    const owner = await api.signedInOwner({ companyName: 'Duplicate Studio' });
    const member = await joinedMember(api, owner.auth);
    for (const email of [member.email, owner.form.email.toUpperCase()]) {
      const res = await api.post(TeamPaths.invitations, { email }, { as: owner.auth, ip: randomIp() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'EmailTaken',
        errorTitle: 'Already a member',
        errorMessage: `${email.toLowerCase()} is already a member of Duplicate Studio.`,
      });
    }
  });

  it('sends a pending invitation again with a new link; the old link stops working', async ({ api }) => {
    const owner = await api.signedInOwner();
    const first = await inviteByMail(api, owner.auth);
    const again = await inviteByMail(api, owner.auth, first.email);
    expect(again.invitation.id).toBe(first.invitation.id);
    expect(again.token).not.toBe(first.token);
    expect((await api.get(TeamPaths.publicInvitation(first.token))).statusCode).toBe(404);
    expect((await api.get(TeamPaths.publicInvitation(again.token))).statusCode).toBe(200);
    const team = await teamOf(api, owner.auth);
    expect(team.invitations).toHaveLength(1);
    expect(team.usage.users).toBe(2);
  });

  it('lets only owners invite', async ({ api }) => {
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    const res = await api.post(
      TeamPaths.invitations,
      { email: uniqueEmail() },
      { as: member.auth, ip: randomIp() },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('Forbidden');
    expect((await teamOf(api, owner.auth)).invitations).toHaveLength(0);
  });

  it('validates the address with the shared schema', async ({ api }) => {
    const owner = await api.signedInOwner();
    const res = await api.post(
      TeamPaths.invitations,
      { email: 'not-an-address' },
      { as: owner.auth, ip: randomIp() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.email).toMatch(/not valid/);
  });
});

describe("the plan's user limit", () => {
  it('lets exactly one of 10 parallel invitations through when one seat is left', async ({ api }) => {
    const owner = await api.signedInOwner();
    await joinedMember(api, owner.auth); // PRO: 3 users, 2 taken
    const emails = Array.from({ length: 10 }, () => uniqueEmail('race'));
    const answers = await Promise.all(
      emails.map((email) => api.post(TeamPaths.invitations, { email }, { as: owner.auth, ip: randomIp() })),
    );
    const passed = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(passed).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        errorCode: 'AccessLimitation',
        errorTitle: 'Plan limit reached',
        errorMessage: PlanLimitText.usersMax,
        data: {
          feature: { type: 'USERS', maxNumber: 3 },
          resourcesLinks: { UPGRADE_PLAN: { url: '/subscription/plans?planTier=MASTER' } },
        },
      });
    }
    const team = await teamOf(api, owner.auth);
    expect(team.usage).toEqual({ users: 3, maxUsers: 3 });
    expect(team.invitations.map((i: { email: string }) => i.email)).toEqual([passed[0]!.json().data.email]);
  });

  it('still sends a pending invitation again at the limit (it adds no user), and frees a seat on revoking', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    await joinedMember(api, owner.auth);
    const pending = await inviteByMail(api, owner.auth);
    expect(
      (await api.post(TeamPaths.invitations, { email: uniqueEmail() }, { as: owner.auth, ip: randomIp() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api.post(TeamPaths.invitations, { email: pending.email }, { as: owner.auth, ip: randomIp() }))
        .statusCode,
    ).toBe(200);

    expect(
      (await api.delete(TeamPaths.invitation(pending.invitation.id), { as: owner.auth })).statusCode,
    ).toBe(200);
    expect((await api.get(TeamPaths.publicInvitation(pending.token))).statusCode).toBe(404);
    const team = await teamOf(api, owner.auth);
    expect(team.usage).toEqual({ users: 2, maxUsers: 3 });
    expect(team.actions.INVITE).toBeTruthy();
  });
});

describe('counting users across the business account', () => {
  it('counts a person once however many companies of the account they belong to', async ({ api }) => {
    const owner = await api.signedInOwner();
    const account = (await api.get('/api/basic/bootstrap', { as: owner.auth })).json().data.authorizedCompany
      .businessAccount.id;
    // A second company of the account with two members (shaped with SQL: the companies screens are elsewhere).
    const [brand] = await api.deps.db
      .insert(companies)
      .values({
        businessAccountId: account,
        name: 'Second Brand',
        email: uniqueEmail(),
        timeZone: 'UTC',
        currency: 'USD',
      })
      .returning();
    const people = [await api.signedInOwner(), await api.signedInOwner()];
    for (const person of people) {
      const user = await findUserByEmail(api.deps.db, person.form.email);
      await api.deps.db
        .insert(memberships)
        .values({ userId: user!.id, companyId: brand!.id, role: 'member' });
    }
    expect((await teamOf(api, owner.auth)).usage).toEqual({ users: 3, maxUsers: 3 });
    const stranger = await api.post(
      TeamPaths.invitations,
      { email: uniqueEmail() },
      { as: owner.auth, ip: randomIp() },
    );
    expect(stranger.statusCode).toBe(403);
    // Already a user of the account: inviting them to this company takes no new seat.
    expect(
      (
        await api.post(
          TeamPaths.invitations,
          { email: people[0]!.form.email },
          { as: owner.auth, ip: randomIp() },
        )
      ).statusCode,
    ).toBe(200);
    expect((await teamOf(api, owner.auth)).usage).toEqual({ users: 3, maxUsers: 3 });
  });
});

describe('revoking an invitation', () => {
  it("answers 404 for another company's invitation and leaves it alone; members may not revoke", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const other = await api.signedInOwner();
    const theirs = await inviteByMail(api, other.auth);
    const res = await api.delete(TeamPaths.invitation(theirs.invitation.id), { as: owner.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NotFound');
    expect((await teamOf(api, other.auth)).invitations).toHaveLength(1);

    const member = await joinedMember(api, other.auth);
    expect(
      (await api.delete(TeamPaths.invitation(theirs.invitation.id), { as: member.auth })).statusCode,
    ).toBe(403);
    expect((await api.get(TeamPaths.publicInvitation(theirs.token))).statusCode).toBe(200);
  });
});

describe('removing a member', () => {
  it('takes the company from their sessions at once: a live token is refused, bootstrap answers 453', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await companyIdOf(api, owner.auth);
    const member = await joinedMember(api, owner.auth);
    const inCompany = { ...member.auth, CompanyId: companyId };
    expect((await api.get(TeamPaths.team, { as: inCompany })).statusCode).toBe(200);

    expect((await api.delete(TeamPaths.member(member.userId), { as: owner.auth })).statusCode).toBe(200);

    const stale = await api.get(TeamPaths.team, { as: inCompany });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('CompanyMismatch');
    const noHeader = await api.get(TeamPaths.team, { as: member.auth });
    expect(noHeader.statusCode).toBe(401);
    expect(noHeader.json().errorCode).toBe('453');
    const boot = await api.get('/api/basic/bootstrap', { as: member.auth });
    expect(boot.statusCode).toBe(401);
    expect(boot.json().errorCode).toBe('453');
    expect((await teamOf(api, owner.auth)).members.map((m: { userId: string }) => m.userId)).not.toContain(
      member.userId,
    );
  });

  it('moves a member who has a studio of their own back to it', async ({ api }) => {
    const owner = await api.signedInOwner();
    const companyId = await companyIdOf(api, owner.auth);
    const other = await api.signedInOwner({ companyName: 'My Own Studio' });
    const { token } = await inviteByMail(api, owner.auth, other.form.email);
    const accepted = await api.post(TeamPaths.acceptInvitation(token), undefined, {
      as: other.auth,
      ip: randomIp(),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const joined = { authorization: `Bearer ${accepted.json().data.access_token}` };
    const userId = (await api.get('/api/basic/bootstrap', { as: joined })).json().data.profile.id;

    expect((await api.delete(TeamPaths.member(userId), { as: owner.auth })).statusCode).toBe(200);

    const stale = await api.get(TeamPaths.team, { as: { ...joined, CompanyId: companyId } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('CompanyMismatch');
    const boot = await api.get('/api/basic/bootstrap', { as: joined });
    expect(boot.statusCode).toBe(200);
    expect(boot.json().data.authorizedCompany.name).toBe('My Own Studio');
  });

  it('refuses to remove yourself, an owner, a member of another company, or to let a member remove', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const ownerId = (await api.get('/api/basic/bootstrap', { as: owner.auth })).json().data.profile.id;
    const member = await joinedMember(api, owner.auth);
    const self = await api.delete(TeamPaths.member(ownerId), { as: owner.auth });
    expect(self.statusCode).toBe(403);
    expect(self.json().errorTitle).toBe('You cannot remove yourself');

    const other = await api.signedInOwner();
    const stranger = await joinedMember(api, other.auth);
    expect((await api.delete(TeamPaths.member(stranger.userId), { as: owner.auth })).statusCode).toBe(404);
    expect((await api.get(TeamPaths.team, { as: stranger.auth })).statusCode).toBe(200);

    expect((await api.delete(TeamPaths.member(ownerId), { as: member.auth })).statusCode).toBe(403);
    expect((await teamOf(api, owner.auth)).members).toHaveLength(2);

    // A second owner (no screen makes one yet): shaped with SQL.
    await api.deps.db.update(memberships).set({ role: 'owner' }).where(eq(memberships.userId, member.userId));
    const coOwner = await api.delete(TeamPaths.member(member.userId), { as: owner.auth });
    expect(coOwner.statusCode).toBe(403);
    expect(coOwner.json().errorTitle).toBe('Owners cannot be removed');
  });
});
