import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
  receivedAt: Date;
};

export type SmtpSink = {
  port: number;
  /** For the server's SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  waitForMail(to: string, options?: { subject?: string | RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  clear(): void;
  stop(): Promise<void>;
};

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
    a.value.map((v) => (v.address ?? '').toLowerCase()),
  );

export type SmtpServerOptions = {
  /** Username → password: the server then requires a sign-in and refuses a wrong one with 535. */
  users?: Record<string, string>;
};

/**
 * A real SMTP server on loopback that keeps every message it receives, parsed. No TLS; any login,
 * or with `users` only theirs (over plain text: it is loopback).
 */
export async function startSmtpServer({ users }: SmtpServerOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: !users,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    hideSTARTTLS: true,
    secure: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (!users) return callback(null, { user: 'test' });
      if (auth.username !== undefined && users[auth.username] === auth.password) {
        return callback(null, { user: auth.username });
      }
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          messages.push({
            to: [...new Set([...envelopeTo, ...addresses(parsed.to)])],
            from,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
            receivedAt: new Date(),
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const matches = (m: ReceivedMail, to: string, subject?: string | RegExp) =>
    m.to.includes(to.toLowerCase()) &&
    (subject === undefined ||
      (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)));

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMail(to, { subject, timeoutMs = 30_000 } = {}) {
      const find = () => messages.findLast((m) => matches(m, to, subject));
      const found = find();
      if (found) return found;
      return new Promise<ReceivedMail>((resolve, reject) => {
        const wake = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n  ') || '(none)';
          reject(
            new Error(
              `no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms; received:\n  ${seen}`,
            ),
          );
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    clear() {
      messages.length = 0;
    },
    stop() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
