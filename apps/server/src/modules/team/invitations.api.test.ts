import { TeamPaths } from '@focal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema.ts';
import {
  bearer,
  GOOD_PASSWORD,
  inviteByMail,
  linkIn,
  randomIp,
  signedInOwner,
  tokenFromLink,
  uniqueEmail,
} from '../../test/factories.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.ts';

type Auth = Record<string, string>;
const signupForm = { firstName: 'Nina', lastName: 'New', password: GOOD_PASSWORD, termsOfUseAccepted: true };

describe('invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Auth = {}) => t.call({ method: 'GET', url, headers });
  const post = (url: string, payload?: object, headers: Auth = {}) =>
    t.call({ method: 'POST', url, payload, headers, ip: randomIp() });
  const boot = async (auth: Auth) => {
    const res = await get('/api/basic/bootstrap', auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const expire = (email: string) =>
    t.deps.db.execute(
      sql`update invitations set expires_at = now() - interval '1 second' where email = ${email}`,
    );

  describe('the public invitation page', () => {
    it('names the company, the address and the inviter, and whether the address has an account', async () => {
      const owner = await signedInOwner(t, {
        firstName: 'Olive',
        lastName: 'Owner',
        companyName: 'Olive Studio',
      });
      const fresh = await inviteByMail(t, owner.auth);
      const res = await get(TeamPaths.publicInvitation(fresh.token));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: {
          companyName: 'Olive Studio',
          email: fresh.email,
          inviterName: 'Olive Owner',
          accountExists: false,
        },
      });
      const existing = await signedInOwner(t);
      const known = await inviteByMail(t, owner.auth, existing.form.email);
      expect((await get(TeamPaths.publicInvitation(known.token))).json().data.accountExists).toBe(true);
    });

    it('answers an unknown link 404 and an expired one 410', async () => {
      const unknown = await get(TeamPaths.publicInvitation('x'.repeat(43)));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        errorCode: 'NotFound',
        errorTitle: 'This invitation link does not work',
      });

      const owner = await signedInOwner(t);
      const { email, token } = await inviteByMail(t, owner.auth);
      await expire(email);
      const expired = await get(TeamPaths.publicInvitation(token));
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        errorCode: 'InvitationExpired',
        errorTitle: 'This invitation has expired',
      });
      expect((await post(TeamPaths.invitationSignup(token), signupForm)).statusCode).toBe(410);
      // Expired invitations no longer hold a seat nor show as pending.
      const team = (await get(TeamPaths.team, owner.auth)).json().data;
      expect(team.invitations).toEqual([]);
      expect(team.usage.users).toBe(1);
    });
  });

  describe('signing up through an invitation', () => {
    it("creates a confirmed member with the company's settings and signs them in to that company", async () => {
      const owner = await signedInOwner(t, { companyName: 'Tokyo Studio', country: 'JP' });
      const companyId = (await boot(owner.auth)).authorizedCompany.id;
      await t.deps.db
        .update(companies)
        .set({ currency: 'JPY', timeZone: 'Asia/Tokyo' })
        .where(eq(companies.id, companyId));
      const { email, token } = await inviteByMail(t, owner.auth);
      const res = await post(TeamPaths.invitationSignup(token), signupForm);
      expect(res.statusCode, res.body).toBe(200);
      const member = bearer(res.json().data);

      const data = await boot(member);
      expect(data.authorizedCompany.name).toBe('Tokyo Studio');
      expect(data.profile).toMatchObject({
        fullName: 'Nina New',
        email,
        country: 'JP',
        currency: { currencyCode: 'JPY' },
        timeZone: 'Asia/Tokyo',
      });
      const team = (await get(TeamPaths.team, owner.auth)).json().data;
      expect(team.members.find((m: { email: string }) => m.email === email)?.role).toBe('member');
      expect(team.invitations).toEqual([]);

      // The new account signs in with its password; the link does not work twice.
      const login = await post('/api/auth/login', { email, password: GOOD_PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
      expect((await post(TeamPaths.invitationSignup(token), signupForm)).statusCode).toBe(410);
    });

    it('refuses an address that already has an account: they sign in and accept instead', async () => {
      const owner = await signedInOwner(t);
      const existing = await signedInOwner(t);
      const { token } = await inviteByMail(t, owner.auth, existing.form.email);
      const res = await post(TeamPaths.invitationSignup(token), signupForm);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'EmailTaken',
        errorMessage: 'An account with this email already exists. Sign in to accept the invitation.',
      });
      expect((await get(TeamPaths.publicInvitation(token))).statusCode).toBe(200);
    });

    it('asks for the terms and a real password, like sign-up', async () => {
      const owner = await signedInOwner(t);
      const { token } = await inviteByMail(t, owner.auth);
      const noTerms = await post(TeamPaths.invitationSignup(token), {
        ...signupForm,
        termsOfUseAccepted: false,
      });
      expect(noTerms.statusCode).toBe(400);
      expect(noTerms.json().data.fields.termsOfUseAccepted).toBeTruthy();
      const common = await post(TeamPaths.invitationSignup(token), {
        ...signupForm,
        password: 'password123',
      });
      expect(common.statusCode).toBe(400);
      expect(common.json().data.fields.password).toBeTruthy();
      expect((await get(TeamPaths.publicInvitation(token))).statusCode).toBe(200);
    });

    it('is rate-limited per client address like sign-up', async () => {
      const ip = randomIp();
      const answers = [];
      for (let i = 0; i < 21; i++) {
        const res = await t.call({
          method: 'POST',
          url: TeamPaths.invitationSignup('y'.repeat(43)),
          payload: signupForm,
          ip,
        });
        answers.push(res.statusCode);
      }
      expect(answers.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(answers[20]).toBe(429);
    });
  });

  describe('accepting while signed in', () => {
    it('joins the company, moves the session into it and answers new tokens; again is fine', async () => {
      const owner = await signedInOwner(t, { companyName: 'Joined Studio' });
      const invitee = await signedInOwner(t, { companyName: 'Home Studio' });
      const homeId = (await boot(invitee.auth)).authorizedCompany.id;
      const { token } = await inviteByMail(t, owner.auth, invitee.form.email.toUpperCase());

      const res = await post(TeamPaths.acceptInvitation(token), undefined, invitee.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect((await boot(bearer(res.json().data))).authorizedCompany.name).toBe('Joined Studio');
      // The session moved: the old token's tab, still naming the home company, is told so.
      const stale = await get(TeamPaths.team, { ...invitee.auth, CompanyId: homeId });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errorCode).toBe('CompanyMismatch');

      const again = await post(TeamPaths.acceptInvitation(token), undefined, invitee.auth);
      expect(again.statusCode, again.body).toBe(200);
      const team = (await get(TeamPaths.team, owner.auth)).json().data;
      expect(team.members.filter((m: { email: string }) => m.email === invitee.form.email)).toHaveLength(1);
    });

    it('compares the address case-insensitively', async () => {
      const owner = await signedInOwner(t);
      const invitee = await signedInOwner(t);
      const mixed = invitee.form.email.replace(/^./, (c) => c.toUpperCase());
      await t.deps.db.update(users).set({ email: mixed }).where(eq(users.email, invitee.form.email));
      const { token } = await inviteByMail(t, owner.auth, invitee.form.email);
      expect((await post(TeamPaths.acceptInvitation(token), undefined, invitee.auth)).statusCode).toBe(200);
    });

    it('refuses someone signed in as another address, naming the invited one', async () => {
      const owner = await signedInOwner(t);
      const someoneElse = await signedInOwner(t);
      const invited = uniqueEmail('invited');
      const { token } = await inviteByMail(t, owner.auth, invited);
      const res = await post(TeamPaths.acceptInvitation(token), undefined, someoneElse.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('Forbidden');
      expect(res.json().errorMessage).toContain(invited);
      expect((await get(TeamPaths.team, owner.auth)).json().data.members).toHaveLength(1);
    });

    it('needs a session, and refuses an expired invitation', async () => {
      const owner = await signedInOwner(t);
      const invitee = await signedInOwner(t);
      const { token } = await inviteByMail(t, owner.auth, invitee.form.email);
      expect((await post(TeamPaths.acceptInvitation(token))).statusCode).toBe(401);
      await expire(invitee.form.email);
      const res = await post(TeamPaths.acceptInvitation(token), undefined, invitee.auth);
      expect(res.statusCode).toBe(410);
      expect((await get(TeamPaths.team, owner.auth)).json().data.members).toHaveLength(1);
    });
  });
});

describe('the invitation mail over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Focal <hello@focal.test>' }, { workers: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('arrives with a working link to /company/register/{token}', async () => {
    const owner = await signedInOwner(t, {
      firstName: 'Olive',
      lastName: 'Owner',
      companyName: 'Olive Studio',
    });
    const email = uniqueEmail('smtp-invitee');
    const res = await t.call({
      method: 'POST',
      url: TeamPaths.invitations,
      headers: owner.auth,
      payload: { email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Olive Owner invited you to join Olive Studio on Focal');
    expect(mail.html).toContain('Accept the invitation');
    const link = linkIn(mail.text!, '/company/register/');
    expect(link.startsWith(`${TEST_PUBLIC_URL}/company/register/`)).toBe(true);
    const page = await t.call({ method: 'GET', url: TeamPaths.publicInvitation(tokenFromLink(link)) });
    expect(page.json().data).toMatchObject({ companyName: 'Olive Studio', email });
  });
});
