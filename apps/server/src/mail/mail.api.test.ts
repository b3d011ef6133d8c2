import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, signUp, uniqueEmail, linkIn, signedInOwner } from '../test/factories.ts';
import { startSmtpServer } from '../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('mail through a real SMTP server', () => {
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

  it('delivers the sign-up confirmation by SMTP, and its link confirms the address', async () => {
    const email = uniqueEmail('smtp');
    await signUp(t, { email, firstName: 'Mira' });
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Confirm your email address for Focal');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Focal', address: 'hello@focal.test' });
    expect(mail.text).toContain('Hi Mira,');
    expect(mail.html).toContain('Confirm my email');
    const token = linkIn(mail.text!, '/signup/confirm/').split('/').pop()!;
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token, purpose: 'signup' },
      ip: randomIp(),
    });
    expect(res.json()).toEqual({ data: { email } });
  });

  it('has no development mailbox and says so in bootstrap', async () => {
    const { auth } = await signedInOwner(t);
    expect((await t.call({ method: 'GET', url: '/api/dev/mailbox', headers: auth })).statusCode).toBe(404);
    const boot = await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: auth });
    expect(boot.json().data.bootstrapSettings.properties.devMailbox).toBe(false);
  });
});

describe('the development mailbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the new user their confirmation mail through the sign-up link token', async () => {
    const { form, body } = await signUp(t);
    const token = new URL(body.data.resourcesLinks.RESEND_CONFIRMATION.url, 'http://x').searchParams.get(
      'token',
    );
    const res = await t.call({ method: 'GET', url: `/api/dev/mailbox?token=${token}` });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.address).toBe(form.email);
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0]).toMatchObject({
      to: form.email,
      subject: 'Confirm your email address for Focal',
    });
  });

  it("shows a signed-in user their own mail and nobody else's", async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const res = await t.call({ method: 'GET', url: '/api/dev/mailbox', headers: a.auth });
    const addresses = new Set(res.json().data.messages.map((m: { to: string }) => m.to));
    expect([...addresses]).toEqual([a.form.email]);
    expect(addresses.has(b.form.email)).toBe(false);
  });

  it('refuses a missing or forged token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/dev/mailbox' })).json().errorCode).toBe('450');
    const forged = await t.call({
      method: 'GET',
      url: '/api/dev/mailbox?token=eyJhbGciOiJIUzI1NiJ9.e30.forged',
    });
    expect(forged.statusCode).toBe(403);
  });
});
