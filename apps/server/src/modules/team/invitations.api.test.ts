import { TeamPaths } from '@focal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { companies, users } from '../../db/schema.ts';
import { bearer, GOOD_PASSWORD, inviteByMail, randomIp, uniqueEmail } from '../../test/factories.ts';

type Auth = Record<string, string>;
const signupForm = { firstName: 'Nina', lastName: 'New', password: GOOD_PASSWORD, termsOfUseAccepted: true };

const boot = async (api: Api, auth: Auth) => {
  const res = await api.get('/api/basic/bootstrap', { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const expire = (api: Api, email: string) =>
  api.deps.db.execute(
    sql`update invitations set expires_at = now() - interval '1 second' where email = ${email}`,
  );

describe('invitations', () => {
  describe('the public invitation page', () => {
    it('names the company, the address and the inviter, and whether the address has an account', async ({
      api,
    }) => {
      const owner = await api.signedInOwner({
        firstName: 'Olive',
        lastName: 'Owner',
        companyName: 'Olive Studio',
      });
      const fresh = await inviteByMail(api, owner.auth);
      const res = await api.get(TeamPaths.publicInvitation(fresh.token));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: {
          companyName: 'Olive Studio',
          email: fresh.email,
          inviterName: 'Olive Owner',
          accountExists: false,
        },
      });
      const existing = await api.signedInOwner();
      const known = await inviteByMail(api, owner.auth, existing.form.email);
      expect((await api.get(TeamPaths.publicInvitation(known.token))).json().data.accountExists).toBe(true);
    });

    it('answers an unknown link 404 and an expired one 410', async ({ api }) => {
      const unknown = await api.get(TeamPaths.publicInvitation('x'.repeat(43)));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        errorCode: 'NotFound',
        errorTitle: 'This invitation link does not work',
      });

      const owner = await api.signedInOwner();
      const { email, token } = await inviteByMail(api, owner.auth);
      await expire(api, email);
      const expired = await api.get(TeamPaths.publicInvitation(token));
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        errorCode: 'InvitationExpired',
        errorTitle: 'This invitation has expired',
      });
      expect(
        (await api.post(TeamPaths.invitationSignup(token), signupForm, { ip: randomIp() })).statusCode,
      ).toBe(410);
      // Expired invitations no longer hold a seat nor show as pending.
      const team = (await api.get(TeamPaths.team, { as: owner.auth })).json().data;
      expect(team.invitations).toEqual([]);
      expect(team.usage.users).toBe(1);
    });
  });

  describe('signing up through an invitation', () => {
    it("creates a confirmed member with the company's settings and signs them in to that company", async ({
      api,
    }) => {
      const owner = await api.signedInOwner({ companyName: 'Tokyo Studio', country: 'JP' });
      const companyId = (await boot(api, owner.auth)).authorizedCompany.id;
      await api.deps.db
        .update(companies)
        .set({ currency: 'JPY', timeZone: 'Asia/Tokyo' })
        .where(eq(companies.id, companyId));
      const { email, token } = await inviteByMail(api, owner.auth);
      const res = await api.post(TeamPaths.invitationSignup(token), signupForm, { ip: randomIp() });
      expect(res.statusCode, res.body).toBe(200);
      const member = bearer(res.json().data);

      const data = await boot(api, member);
      expect(data.authorizedCompany.name).toBe('Tokyo Studio');
      expect(data.profile).toMatchObject({
        fullName: 'Nina New',
        email,
        country: 'JP',
        currency: { currencyCode: 'JPY' },
        timeZone: 'Asia/Tokyo',
      });
      const team = (await api.get(TeamPaths.team, { as: owner.auth })).json().data;
      expect(team.members.find((m: { email: string }) => m.email === email)?.role).toBe('member');
      expect(team.invitations).toEqual([]);

      // The new account signs in with its password; the link does not work twice.
      const login = await api.post('/api/auth/login', { email, password: GOOD_PASSWORD }, { ip: randomIp() });
      expect(login.statusCode, login.body).toBe(200);
      expect(
        (await api.post(TeamPaths.invitationSignup(token), signupForm, { ip: randomIp() })).statusCode,
      ).toBe(410);
    });

    it('refuses an address that already has an account: they sign in and accept instead', async ({ api }) => {
      const owner = await api.signedInOwner();
      const existing = await api.signedInOwner();
      const { token } = await inviteByMail(api, owner.auth, existing.form.email);
      const res = await api.post(TeamPaths.invitationSignup(token), signupForm, { ip: randomIp() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'EmailTaken',
        errorMessage: 'An account with this email already exists. Sign in to accept the invitation.',
      });
      expect((await api.get(TeamPaths.publicInvitation(token))).statusCode).toBe(200);
    });

    it('asks for the terms and a real password, like sign-up', async ({ api }) => {
      const owner = await api.signedInOwner();
      const { token } = await inviteByMail(api, owner.auth);
      const noTerms = await api.post(
        TeamPaths.invitationSignup(token),
        {
          ...signupForm,
          termsOfUseAccepted: false,
        },
        { ip: randomIp() },
      );
      expect(noTerms.statusCode).toBe(400);
      expect(noTerms.json().data.fields.termsOfUseAccepted).toBeTruthy();
      const common = await api.post(
        TeamPaths.invitationSignup(token),
        {
          ...signupForm,
          password: 'password123',
        },
        { ip: randomIp() },
      );
      expect(common.statusCode).toBe(400);
      expect(common.json().data.fields.password).toBeTruthy();
      expect((await api.get(TeamPaths.publicInvitation(token))).statusCode).toBe(200);
    });

    it('is rate-limited per client address like sign-up', async ({ api }) => {
      const ip = randomIp();
      const answers = [];
      for (let i = 0; i < 21; i++) {
        const res = await api.post(TeamPaths.invitationSignup('y'.repeat(43)), signupForm, { ip });
        answers.push(res.statusCode);
      }
      expect(answers.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(answers[20]).toBe(429);
    });
  });

  describe('accepting while signed in', () => {
    it('joins the company, moves the session into it and answers new tokens; again is fine', async ({
      api,
    }) => {
      const owner = await api.signedInOwner({ companyName: 'Joined Studio' });
      const invitee = await api.signedInOwner({ companyName: 'Home Studio' });
      const homeId = (await boot(api, invitee.auth)).authorizedCompany.id;
      const { token } = await inviteByMail(api, owner.auth, invitee.form.email.toUpperCase());

      const res = await api.post(TeamPaths.acceptInvitation(token), undefined, { as: invitee.auth });
      expect(res.statusCode, res.body).toBe(200);
      expect((await boot(api, bearer(res.json().data))).authorizedCompany.name).toBe('Joined Studio');
      // The session moved: the old token's tab, still naming the home company, is told so.
      const stale = await api.get(TeamPaths.team, { as: invitee.auth, company: homeId });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errorCode).toBe('CompanyMismatch');

      const again = await api.post(TeamPaths.acceptInvitation(token), undefined, { as: invitee.auth });
      expect(again.statusCode, again.body).toBe(200);
      const team = (await api.get(TeamPaths.team, { as: owner.auth })).json().data;
      expect(team.members.filter((m: { email: string }) => m.email === invitee.form.email)).toHaveLength(1);
    });

    it('compares the address case-insensitively', async ({ api }) => {
      const owner = await api.signedInOwner();
      const invitee = await api.signedInOwner();
      const mixed = invitee.form.email.replace(/^./, (c) => c.toUpperCase());
      await api.deps.db.update(users).set({ email: mixed }).where(eq(users.email, invitee.form.email));
      const { token } = await inviteByMail(api, owner.auth, invitee.form.email);
      expect(
        (await api.post(TeamPaths.acceptInvitation(token), undefined, { as: invitee.auth })).statusCode,
      ).toBe(200);
    });

    it('refuses someone signed in as another address, naming the invited one', async ({ api }) => {
      const owner = await api.signedInOwner();
      const someoneElse = await api.signedInOwner();
      const invited = uniqueEmail('invited');
      const { token } = await inviteByMail(api, owner.auth, invited);
      const res = await api.post(TeamPaths.acceptInvitation(token), undefined, { as: someoneElse.auth });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('Forbidden');
      expect(res.json().errorMessage).toContain(invited);
      expect((await api.get(TeamPaths.team, { as: owner.auth })).json().data.members).toHaveLength(1);
    });

    it('needs a session, and refuses an expired invitation', async ({ api }) => {
      const owner = await api.signedInOwner();
      const invitee = await api.signedInOwner();
      const { token } = await inviteByMail(api, owner.auth, invitee.form.email);
      expect((await api.post(TeamPaths.acceptInvitation(token))).statusCode).toBe(401);
      await expire(api, invitee.form.email);
      const res = await api.post(TeamPaths.acceptInvitation(token), undefined, { as: invitee.auth });
      expect(res.statusCode).toBe(410);
      expect((await api.get(TeamPaths.team, { as: owner.auth })).json().data.members).toHaveLength(1);
    });
  });
});
