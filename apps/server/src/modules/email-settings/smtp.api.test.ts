import { ApiRoutes as P } from '@focal/contracts/api-routes';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { loggedApp } from '../../test/logged-app.ts';
import { companyEmailSettings } from '../../db/schema.ts';
import { it } from '../../test/api-test.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import { currentCompanyId } from '../../test/factories.ts';
import { EmailSettingsText } from './messages.ts';
import { form, PASSWORD, port, smtp, withLoopbackSmtp } from './smtp-test-servers.ts';

withLoopbackSmtp(it);

/**
 * Issue 16, the studio's own SMTP server: saved only after a real test message went through it (a
 * real SMTP server on loopback that requires a password), every failure explained by its cause and
 * nothing saved, the password sealed and never answered or logged, the host guard on the way.
 */
let logged: Awaited<ReturnType<typeof loggedApp>>['app'];
let log: () => string;
it.beforeAll(async ({ api }) => {
  ({ app: logged, log } = await loggedApp(api.deps));
});
afterAll(() => logged.close());

describe('saving the custom SMTP server', () => {
  it('sends a real test message with the signature, then saves (password sealed) and switches to smtp', async ({
    api,
  }) => {
    const { auth, form: owner } = await api.signedInOwner();
    const signature = await api.post(
      P.saveEmailSignature.path,
      { bodySignature: '<p>Ana, Lens &amp; Light</p>' },
      { as: auth },
    );
    expect(signature.statusCode, signature.body).toBe(200);

    const res = await api.post(P.saveCustomSmtp.path, form(), { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      configured: true,
      host: '127.0.0.1',
      port: port(),
      security: 'none',
      username: 'studio',
      hasPassword: true,
      senderName: 'Lens & Light',
      senderEmail: 'hello@lens.example',
    });
    expect(res.json().data.verifiedAt).toEqual(expect.any(String));
    expect(res.body).not.toContain(PASSWORD);

    const mail = await smtp.waitForMail(owner.email);
    expect(mail.from?.text).toContain('hello@lens.example');
    expect(mail.html).toContain('Ana, Lens &amp; Light');
    expect(mail.text).toContain('Ana, Lens & Light');

    const companyId = await currentCompanyId(api, auth);
    const [row] = await api.deps.db
      .select()
      .from(companyEmailSettings)
      .where(eq(companyEmailSettings.companyId, companyId));
    expect(row!.mode).toBe('smtp');
    expect(row!.smtpPasswordSealed).toBeTruthy();
    expect(row!.smtpPasswordSealed).not.toContain(PASSWORD);

    const read = await api.get(P.getCustomSmtp.path, { as: auth });
    expect(read.json().data).toMatchObject({ configured: true, hasPassword: true });
    expect(read.body).not.toContain(PASSWORD);
    const provider = await api.get(P.getEmailProvider.path, { as: auth });
    expect(provider.json().data).toMatchObject({ mode: 'smtp', smtpConfigured: true, smtpVerified: true });
  });

  it('keeps the stored password when the form leaves it blank for the same server and account, and only then', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    expect((await api.post(P.saveCustomSmtp.path, form(), { as: auth })).statusCode).toBe(200);
    const before = smtp.received.length;
    const again = await api.post(
      P.saveCustomSmtp.path,
      form({ password: undefined, senderName: 'Renamed' }),
      {
        as: auth,
      },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.senderName).toBe('Renamed');
    expect(smtp.received.length).toBe(before + 1);

    // Another host: the stored password is never sent to it.
    const elsewhere = await api.post(
      P.saveCustomSmtp.path,
      form({ host: 'localhost', password: undefined }),
      {
        as: auth,
      },
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    expect(elsewhere.json().data.fields).toHaveProperty('password');
  });

  it('never sends the stored password to another port or security: host, port, security and user must all match (issue 29 §6)', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    expect((await api.post(P.saveCustomSmtp.path, form(), { as: auth })).statusCode).toBe(200);
    // Another listener on the same host, plain text, that would accept the account's password.
    const other = await startSmtpServer({ users: { studio: PASSWORD } });
    try {
      const otherPort = Number(new URL(other.url).port);
      for (const [what, change] of [
        ['another port', { port: otherPort }],
        ['another security', { security: 'starttls' }],
        ['another port and security', { port: otherPort, security: 'tls' }],
      ] as const) {
        const res = await api.post(P.saveCustomSmtp.path, form({ ...change, password: undefined }), {
          as: auth,
        });
        expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
        expect(res.json(), what).toMatchObject({
          errorCode: 'ValidationFailed',
          errorTitle: EmailSettingsText.passwordTitle,
          errorMessage: EmailSettingsText.passwordRequired,
          data: { fields: { password: EmailSettingsText.passwordRequired } },
        });
      }
      expect(other.authAttempts).toEqual([]);

      // Typed again, it goes to the new port; from then on that port is the one it belongs to.
      const moved = await api.post(P.saveCustomSmtp.path, form({ port: otherPort }), { as: auth });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(other.authAttempts).toEqual([{ username: 'studio', password: PASSWORD }]);
      const kept = await api.post(P.saveCustomSmtp.path, form({ port: otherPort, password: undefined }), {
        as: auth,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(other.authAttempts).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('a wrong password: SmtpAuthFailed in words, nothing saved', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const res = await api.post(P.saveCustomSmtp.path, form({ password: 'wrong-password' }), { as: auth });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'SmtpAuthFailed',
      errorMessage: expect.stringMatching(/password/),
    });
    expect(res.body).not.toContain('wrong-password');
    const read = await api.get(P.getCustomSmtp.path, { as: auth });
    expect(read.json().data).toMatchObject({ configured: false, host: null, hasPassword: false });
    expect((await api.get(P.getEmailProvider.path, { as: auth })).json().data.mode).toBe('focal');
  });

  it('a port where nothing listens: SmtpUnreachable, nothing saved', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const closed = await startSmtpServer();
    const deadPort = Number(new URL(closed.url).port);
    await closed.close();
    const res = await api.post(P.saveCustomSmtp.path, form({ port: deadPort }), { as: auth });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errorCode).toBe('SmtpUnreachable');
    expect((await api.get(P.getCustomSmtp.path, { as: auth })).json().data.configured).toBe(false);
  });

  it('a host that is or resolves to a private address outside the allowed networks is refused before connecting', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    for (const host of ['10.0.0.1', 'mail.private.test', '169.254.169.254']) {
      const res = await api.post(P.saveCustomSmtp.path, form({ host }), { as: auth });
      expect(res.statusCode, host).toBe(422);
      expect(res.json().errorCode, host).toBe('SmtpHostNotAllowed');
    }
    expect((await api.get(P.getCustomSmtp.path, { as: auth })).json().data.configured).toBe(false);
  });

  it('never writes the password to the log, on success or failure', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const ok = await logged.inject({
      method: 'POST',
      url: P.saveCustomSmtp.path,
      headers: auth,
      payload: form(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await logged.inject({
      method: 'POST',
      url: P.saveCustomSmtp.path,
      headers: auth,
      payload: form({ password: 'Another-Secret-99' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(log()).toContain(P.saveCustomSmtp.path);
    expect(log()).not.toContain(PASSWORD);
    expect(log()).not.toContain('Another-Secret-99');
  });

  it('a stored SMTP password that no longer opens (the key changed) is asked for again, not a 500', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const companyId = await currentCompanyId(api, auth);
    await api.deps.db.insert(companyEmailSettings).values({
      companyId,
      smtpHost: 'smtp.example.com',
      smtpPort: 587,
      smtpSecurity: 'starttls',
      smtpUser: 'studio',
      smtpPasswordSealed: 'c2VhbGVkLXVuZGVyLWFub3RoZXIta2V5LXRoYXQtaXMtZ29uZQ',
      senderEmail: 'hello@example.com',
    });
    const res = await api.post(
      P.saveCustomSmtp.path,
      {
        host: 'smtp.example.com',
        port: 587,
        security: 'starttls',
        username: 'studio',
        senderName: 'Studio',
        senderEmail: 'hello@example.com',
      },
      { as: auth },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.fields).toHaveProperty('password');
    const [row] = await api.deps.db
      .select()
      .from(companyEmailSettings)
      .where(eq(companyEmailSettings.companyId, companyId));
    expect(row!.smtpVerifiedAt).toBeNull();
  });

  it('DELETE removes the settings and the sealed password, and the mode goes back to focal', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    expect((await api.post(P.saveCustomSmtp.path, form(), { as: auth })).statusCode).toBe(200);
    const res = await api.delete(P.deleteCustomSmtp.path, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      configured: false,
      host: null,
      hasPassword: false,
      verifiedAt: null,
    });
    const companyId = await currentCompanyId(api, auth);
    const [row] = await api.deps.db
      .select()
      .from(companyEmailSettings)
      .where(eq(companyEmailSettings.companyId, companyId));
    expect(row).toMatchObject({ mode: 'focal', smtpPasswordSealed: null, smtpHost: null });
  });
});
