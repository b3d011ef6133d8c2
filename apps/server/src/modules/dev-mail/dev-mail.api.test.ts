import { ApiRoutes, TeamPaths } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, apiOf, it } from '../../test/api-test.ts';
import { DEMO_ADMIN, DEMO_OWNER, seedDemo } from '../../db/seed/demo.ts';
import {
  bearer,
  inviteByMail,
  lastMail,
  randomIp,
  signUp,
  signupForm,
  uniqueEmail,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

let admin: Record<string, string>;
it.beforeAll(async ({ api }) => {
  await seedDemo(api.deps.db);
  const login = await api.post('/api/admin/auth/login', DEMO_ADMIN, { ip: randomIp() });
  admin = bearer(login.json().data);
});

/** What a /dev/mail?token=… link shows, through the API the page calls. */
const open = (api: Api, link: string) => api.get(`/api/dev/mail?${link.split('?')[1]}`);
const query = (link: string) => link.split('?')[1]!;

/** The owner's DEV_MAILBOX link for the invitation to `email`, from the team page. */
async function invitationLink(api: Api, auth: Record<string, string>, email: string) {
  const team = (await api.get(TeamPaths.team, { as: auth })).json().data;
  const invitation = team.invitations.find((i: { email: string }) => i.email === email);
  return invitation?.actions.DEV_MAILBOX?.url as string | undefined;
}

describe('the development mail viewer (issue 10 §1: account takeover through the mailbox)', () => {
  it("an owner's invitation link shows the invitation, never a reset mail to the same address", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    // The victim: the demo owner, whose address the attacker invites.
    await inviteByMail(api, owner.auth, DEMO_OWNER.email);
    const link = await invitationLink(api, owner.auth, DEMO_OWNER.email);
    expect(link).toMatch(/^\/dev\/mail\?token=/);
    expect(
      (await api.post('/api/auth/forgot', { email: DEMO_OWNER.email }, { ip: randomIp() })).statusCode,
    ).toBe(200);
    expect((await lastMail(api, DEMO_OWNER.email)).subject).toBe('Set a new password for Focal');

    const shown = await open(api, link!);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.text).toContain('/company/register/');
    expect(shown.body).not.toContain('/new/confirm/');
    // The old address-wide endpoint is gone, with any token.
    expect((await api.get(`/api/dev/mailbox?${query(link!)}`)).statusCode).toBe(404);
  });

  it('the sign-up answer links to the confirmation mail only; its resend token reads nothing', async ({
    api,
  }) => {
    const { form, body } = await signUp(api);
    const { RESEND_CONFIRMATION, DEV_MAILBOX } = body.data.resourcesLinks as Record<string, { url: string }>;
    const shown = await open(api, DEV_MAILBOX!.url);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      to: form.email,
      subject: 'Confirm your email address for Focal',
    });

    await api.post('/api/auth/forgot', { email: form.email }, { ip: randomIp() });
    const again = await open(api, DEV_MAILBOX!.url);
    expect(again.json().data.subject).toBe('Confirm your email address for Focal');
    expect(again.body).not.toContain('/new/confirm/');
    const resendToken = query(RESEND_CONFIRMATION!.url);
    expect((await api.get(`/api/dev/mail?${resendToken}`)).statusCode).toBe(403);
    expect((await api.get(`/api/dev/mailbox?${resendToken}`)).statusCode).toBe(404);
  });

  it('a signed-in user has no mailbox view', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    expect((await api.get('/api/dev/mailbox', { as: auth })).statusCode).toBe(404);
    expect((await api.get('/api/dev/mail', { as: auth })).statusCode).toBe(400);
  });

  it("a revoked invitation's link dies, and so does the link of a mail sent again", async ({ api }) => {
    const owner = await api.signedInOwner();
    const email = uniqueEmail('invitee');
    const { invitation } = await inviteByMail(api, owner.auth, email);
    const first = (await invitationLink(api, owner.auth, email))!;
    expect((await open(api, first)).statusCode).toBe(200);

    await inviteByMail(api, owner.auth, email);
    const second = (await invitationLink(api, owner.auth, email))!;
    expect((await open(api, first)).json().errorCode).toBe('Forbidden');
    expect((await open(api, second)).statusCode).toBe(200);

    const revoked = await api.delete(TeamPaths.invitation(invitation.id), { as: owner.auth });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const dead = await open(api, second);
    expect(dead.statusCode).toBe(403);
    expect(dead.json()).toMatchObject({ errorCode: 'Forbidden', errorTitle: expect.any(String), data: null });
  });

  it('refuses a forged token', async ({ api }) => {
    expect((await api.get('/api/dev/mail?token=eyJhbGciOiJIUzI1NiJ9.e30.forged')).statusCode).toBe(403);
  });
});

describe('the outbox, for administrators', () => {
  it('lists every kind of account mail to an address, reset mails included, to an administrator only', async ({
    api,
  }) => {
    const { form } = await signUp(api);
    await api.post('/api/auth/forgot', { email: form.email }, { ip: randomIp() });
    const res = await api.get(`/api/admin/outbox?to=${encodeURIComponent(form.email.toUpperCase())}`, {
      as: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.messages.map((m: { kind: string }) => m.kind)).toEqual([
      'reset_password',
      'signup',
    ]);
    const reset = res.json().data.messages[0];
    expect(reset.text).toContain('/new/confirm/');

    const owner = await api.signedInOwner();
    expect((await api.get('/api/admin/outbox', { as: owner.auth })).statusCode).toBe(403);

    // A studio's mail to its client (a template sent) is the studio's: not in the administrators' list.
    const template = { name: 'Hello', subject: 'Hello from {{studio_name}}', body: '<p>Hi</p>' };
    const created = await api.post(ApiRoutes.createEmailTemplate.path, template, { as: owner.auth });
    const send = { id: created.json().data.id, to: form.email, idempotencyKey: 'outbox-0001' };
    expect((await api.post(ApiRoutes.sendEmailTemplate.path, send, { as: owner.auth })).statusCode).toBe(200);
    const after = await api.get(`/api/admin/outbox?to=${encodeURIComponent(form.email)}`, { as: admin });
    expect(after.json().data.messages.map((m: { kind: string }) => m.kind)).toEqual([
      'reset_password',
      'signup',
    ]);
    expect((await api.get('/api/admin/outbox')).statusCode).toBe(401);
    // The caller is checked before the query: a stranger learns nothing from a bad one.
    expect((await api.get('/api/admin/outbox?limit=nope')).statusCode).toBe(401);
  });
});

describe('under NODE_ENV=production', () => {
  it('has no development mail viewer and hands out no links, unless DEV_MAILBOX=1', async () => {
    // Two apps of their own, with and without DEV_MAILBOX.
    const prod = apiOf(await createTestApp({ NODE_ENV: 'production' }));
    try {
      const res = await prod.post('/api/auth/signup', signupForm(), { ip: randomIp() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.resourcesLinks).not.toHaveProperty('DEV_MAILBOX');
      const owner = await prod.signedInOwner();
      const { invitation } = await inviteByMail(prod, owner.auth);
      expect(invitation.actions).not.toHaveProperty('DEV_MAILBOX');
      expect((await prod.get('/api/dev/mail?token=x')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    const on = apiOf(await createTestApp({ NODE_ENV: 'production', DEV_MAILBOX: '1' }));
    try {
      const res = await on.post('/api/auth/signup', signupForm(), { ip: randomIp() });
      const link = res.json().data.resourcesLinks.DEV_MAILBOX.url as string;
      expect((await on.get(`/api/dev/mail?${query(link)}`)).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  });
});
