import { it } from './api-test.ts';
import { startSmtpServer } from './smtp-server.ts';

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** Focal's own sender on the loopback server, and what a file adds (a private host for a studio's). */
const MAIL_FROM = 'Focal <hello@focal.test>';
export const PRIVATE_SMTP_HOSTS = { SMTP_ALLOW_PRIVATE_HOSTS: '127.0.0.1/32' };

/**
 * Called once at a test file's top: the file's app delivers its mail from its job workers to a real
 * SMTP server on loopback, started with the app and closed with it. The answer reads that server.
 */
export function loopbackMail(env: Record<string, string> = {}) {
  let server: SmtpServer | undefined;
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
  it.override('appOptions', async ({}, { onCleanup }) => {
    const started = await startSmtpServer();
    server = started;
    onCleanup(() => started.close());
    return { env: { SMTP_URL: started.url, MAIL_FROM, ...env }, workers: true };
  });
  const running = () => {
    if (!server) throw new Error('the loopback SMTP server starts with the app: use the api fixture first');
    return server;
  };
  return {
    waitForMail: (...args: Parameters<SmtpServer['waitForMail']>) => running().waitForMail(...args),
    get received() {
      return running().received;
    },
  };
}
