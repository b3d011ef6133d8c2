import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
  receivedAt: Date;
};

/** What a journey reads mail with: the sink it started, or the run's shared one (support/mail-server.ts). */
export type MailReader = {
  waitForMail(to: string, options?: { subject?: string | RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
};

export type SmtpSink = MailReader & {
  port: number;
  /** For the server's SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
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
  /**
   * Also writes each message, as received with its envelope, to a file here (a `StoredMail`), for
   * the journeys of other processes (support/mail-server.ts).
   */
  mailDir?: string;
};

/** A message as startSmtpServer's `mailDir` keeps it. */
export type StoredMail = { rcptTo: string[]; mailFrom: string; raw: string };

/** A received message as the journeys read it, from its envelope and its parsed text. */
export function receivedMail(
  { rcptTo, mailFrom }: Omit<StoredMail, 'raw'>,
  parsed: ParsedMail,
): ReceivedMail {
  const envelopeTo = rcptTo.map((address) => address.toLowerCase());
  return {
    to: [...new Set([...envelopeTo, ...addresses(parsed.to)])],
    from: mailFrom,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    parsed,
    receivedAt: new Date(),
  };
}

/** Whether a message is to `to` and, when given, has a subject that contains or matches `subject`. */
export const matchesMail = (m: ReceivedMail, to: string, subject?: string | RegExp) =>
  m.to.includes(to.toLowerCase()) &&
  (subject === undefined ||
    (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)));

/** waitForMail's failure: what was asked, and every message received. */
export const noMailError = (
  to: string,
  subject: string | RegExp | undefined,
  ms: number,
  all: ReceivedMail[],
) =>
  new Error(
    `no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${ms} ms; received:\n  ${
      all.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n  ') || '(none)'
    }`,
  );

/**
 * A real SMTP server on loopback that keeps every message it receives, parsed. No TLS; any login,
 * or with `users` only theirs (over plain text: it is loopback).
 */
export async function startSmtpServer({ users, mailDir }: SmtpServerOptions = {}): Promise<SmtpSink> {
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
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('error', callback);
      stream.once('end', () => {
        const raw = Buffer.concat(chunks);
        const envelope = {
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        };
        simpleParser(raw).then(
          (parsed) => {
            if (mailDir) store(mailDir, { ...envelope, raw: raw.toString('base64') });
            messages.push(receivedMail(envelope, parsed));
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMail(to, { subject, timeoutMs = 30_000 } = {}) {
      const find = () => messages.findLast((m) => matchesMail(m, to, subject));
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
          reject(noMailError(to, subject, timeoutMs, messages));
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

let stored = 0;
/** Written under another name, then renamed: a reader never meets half a file. */
function store(dir: string, mail: StoredMail) {
  const name = `${Date.now()}-${process.pid}-${++stored}.json`;
  writeFileSync(join(dir, `.${name}`), JSON.stringify(mail));
  renameSync(join(dir, `.${name}`), join(dir, name));
}
