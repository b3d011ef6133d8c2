import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpServerOptions = {
  /** Accounts that may sign in (AUTH PLAIN/LOGIN over the plain connection); set: sign-in is required. */
  users?: Record<string, string>;
  /** Recipients answered with a permanent 550 at RCPT TO. */
  refuseRecipients?: string[];
};

/** A real SMTP server on loopback that keeps what it receives, for tests of real delivery. */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: ParsedMail[] = [];
  /** Every AUTH it was sent (the account and password as given), to show what reached this port. */
  const authAttempts: { username?: string | null; password?: string | null }[] = [];
  const waiters: (() => void)[] = [];
  const users = options.users;
  const refused = new Set((options.refuseRecipients ?? []).map((a) => a.toLowerCase()));
  const server = new SMTPServer({
    authOptional: !users,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      authAttempts.push({ username: auth.username, password: auth.password });
      const ok = users !== undefined && auth.username !== undefined && users[auth.username] === auth.password;
      if (ok) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitForMail = async (to: string, timeoutMs = 15_000): Promise<ParsedMail> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find(
        (m) => m.to && JSON.stringify(m.to).toLowerCase().includes(to.toLowerCase()),
      );
      if (mail) return mail;
      if (Date.now() > deadline)
        throw new Error(`no mail to ${to} within ${timeoutMs} ms (got ${received.length})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    authAttempts,
    waitForMail,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
