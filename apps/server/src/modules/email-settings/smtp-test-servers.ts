import { startDnsServer } from '../../test/dns-server.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import type { it as apiIt } from '../../test/api-test.ts';

/**
 * The SMTP API tests' servers on loopback: an SMTP server that requires the account `studio` with
 * PASSWORD (and refuses REFUSED as a recipient), and a DNS server where mail.private.test is a 10.x address. The app allows loopback
 * (the test's SMTP server lives there) but not 10.0.0.0/8.
 */
export const PASSWORD = 'Correct-Horse-Battery-7';
/** A recipient the loopback server refuses with 550. */
export const REFUSED = 'nobody@lens.example';
export let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

export function withLoopbackSmtp(it: typeof apiIt) {
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
  it.override('appOptions', async ({}, { onCleanup }) => {
    smtp = await startSmtpServer({ users: { studio: PASSWORD }, refuseRecipients: [REFUSED] });
    const dns = await startDnsServer({ 'mail.private.test': { A: ['10.1.2.3'] } });
    onCleanup(async () => {
      await smtp.close();
      await dns.close();
    });
    return { env: { SMTP_ALLOW_PRIVATE_HOSTS: '127.0.0.1/32', DNS_SERVERS: dns.address } };
  });
}

export const port = () => Number(new URL(smtp.url).port);
/** A valid save of the loopback server, with the fields given replaced. */
export const form = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: port(),
  security: 'none',
  username: 'studio',
  password: PASSWORD,
  senderName: 'Lens & Light',
  senderEmail: 'hello@lens.example',
  ...overrides,
});
