// engine-dependent: the outbox is delivered by the job workers.
import { describe, expect } from 'vitest';
import { it } from '../test/api-test.ts';
import { linkIn, randomIp, uniqueEmail } from '../test/factories.ts';
import { loopbackMail } from '../test/loopback-mail.ts';

// The app of this file delivers its mail to a real SMTP server on loopback, from its job workers.
const smtp = loopbackMail();

describe('mail through a real SMTP server', () => {
  it('delivers the sign-up confirmation by SMTP, and its link confirms the address', async ({ api }) => {
    const email = uniqueEmail('smtp');
    await api.signUp({ email, firstName: 'Mira' });
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Confirm your email address for Focal');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Focal', address: 'hello@focal.test' });
    expect(mail.text).toContain('Hi Mira,');
    expect(mail.html).toContain('Confirm my email');
    const token = linkIn(mail.text!, '/signup/confirm/').split('/').pop()!;
    const res = await api.post('/api/auth/confirm', { token, purpose: 'signup' }, { ip: randomIp() });
    expect(res.json()).toEqual({ data: { email } });
  });

  it('has no development mailbox and says so in bootstrap', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const viewer = await api.get('/api/dev/mail?token=x', { as: auth });
    expect(viewer.statusCode).toBe(404);
    const boot = await api.get('/api/basic/bootstrap', { as: auth });
    expect(boot.json().data.bootstrapSettings.properties.devMailbox).toBe(false);
  });
});
