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
    const viewer = await t.call({ method: 'GET', url: '/api/dev/mail?token=x', headers: auth });
    expect(viewer.statusCode).toBe(404);
    const boot = await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: auth });
    expect(boot.json().data.bootstrapSettings.properties.devMailbox).toBe(false);
  });
});
