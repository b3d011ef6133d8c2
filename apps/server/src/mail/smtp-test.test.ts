import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { startSmtpServer } from '../test/smtp-server.ts';
import { NO_PRIVATE_HOSTS, parseAllowedNetworks } from './host-guard.ts';
import { sendSmtpTest, type SmtpSettings } from './transports.ts';

// The connection test against a real SMTP server on loopback, allowed by the setting as a studio's
// own network would be.
let server: Awaited<ReturnType<typeof startSmtpServer>>;
let port: number;
beforeAll(async () => {
  server = await startSmtpServer({
    users: { studio: 'right-password' },
    refuseRecipients: ['gone@client.test'],
  });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

const config = { smtpAllowedNetworks: parseAllowedNetworks('127.0.0.1/32')!, dnsServers: undefined };
const settings = (over: Partial<SmtpSettings & { senderEmail: string }> = {}) => ({
  host: '127.0.0.1',
  port,
  security: 'none' as const,
  username: 'studio',
  password: 'right-password',
  senderName: 'Lumen Studio',
  senderEmail: 'hello@lumen.test',
  ...over,
});
const message = (to: string) => ({
  to,
  subject: 'Focal test email',
  html: '<p>Your settings work.</p>',
  text: 'Your settings work.',
  signature: { html: '<p>Warmly, <strong>Lumen</strong></p>', imageUrl: 'http://focal.test/files/sig.png' },
});
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('sendSmtpTest', () => {
  it('sends one real message from the sender, with the signature', async () => {
    await sendSmtpTest(config, settings(), message('owner@lumen.test'));
    const mail = await server.waitForMail('owner@lumen.test');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Lumen Studio', address: 'hello@lumen.test' });
    expect(mail.subject).toBe('Focal test email');
    expect(mail.html).toContain('Warmly, <strong>Lumen</strong>');
    expect(mail.html).toContain('src="http://focal.test/files/sig.png"');
    expect(mail.text).toContain('Your settings work.\n\n-- \nWarmly, Lumen');
  });

  it('names a wrong password, and never says it', async () => {
    const error = await failure(
      sendSmtpTest(config, settings({ password: 'wrong-one' }), message('a@lumen.test')),
    );
    expect(error.code).toBe('SmtpAuthFailed');
    expect(JSON.stringify(error.toBody())).not.toContain('wrong-one');
  });

  it('names a closed port unreachable', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const error = await failure(
      sendSmtpTest(config, settings({ port: Number(new URL(closed.url).port) }), message('a@lumen.test')),
    );
    expect(error.code).toBe('SmtpUnreachable');
  });

  it('names a required STARTTLS the server does not offer a TLS failure', async () => {
    const error = await failure(
      sendSmtpTest(config, settings({ security: 'starttls' }), message('a@lumen.test')),
    );
    expect(error.code).toBe('SmtpTlsFailed');
  });

  it('names a refused recipient', async () => {
    const error = await failure(sendSmtpTest(config, settings(), message('gone@client.test')));
    expect(error.code).toBe('SmtpSenderRefused');
    expect(error.data).toEqual({ reason: 'recipient' });
  });

  it('refuses a private host before connecting, unless allowed', async () => {
    const refused = { smtpAllowedNetworks: NO_PRIVATE_HOSTS, dnsServers: undefined };
    const error = await failure(sendSmtpTest(refused, settings(), message('a@lumen.test')));
    expect(error.code).toBe('SmtpHostNotAllowed');
    const metadata = await failure(
      sendSmtpTest(config, settings({ host: '169.254.169.254' }), message('a@x.test')),
    );
    expect(metadata.code).toBe('SmtpHostNotAllowed');
  });

  it('refuses a header with a line break before anything is sent', async () => {
    const before = server.received.length;
    const error = await failure(
      sendSmtpTest(config, settings(), { ...message('a@lumen.test'), subject: 'Hi\r\nBcc: evil@x.test' }),
    );
    expect(error.code).toBe('ValidationFailed');
    const sender = await failure(
      sendSmtpTest(
        config,
        settings({ senderEmail: 'a@x.test\r\nBcc: evil@x.test' }),
        message('a@lumen.test'),
      ),
    );
    expect(sender.code).toBe('ValidationFailed');
    expect(server.received.length).toBe(before);
  });
});
