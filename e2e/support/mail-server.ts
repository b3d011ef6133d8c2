import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  matchesMail,
  noMailError,
  receivedMail,
  type MailReader,
  type ReceivedMail,
  type StoredMail,
} from './smtp.ts';

/**
 * The run's server that sends mail by SMTP, started by the global setup (support/global-setup.ts)
 * with its SMTP_URL on a real SMTP server on loopback, for the journeys that read the mail a person
 * receives (an invitation, a confirmation link, a template sent) and change nothing another journey
 * reads. One server and one SMTP server for all of them, instead of one pair per spec. The SMTP
 * server runs in Playwright's runner and writes each message to MAIL_DIR_ENV's directory (its
 * `mailDir`), where a journey's worker reads it.
 */
export const MAIL_PORT_ENV = 'E2E_MAIL_PORT';
export const MAIL_DIR_ENV = 'FOCAL_E2E_MAIL_DIR';

/** How often a waiting journey looks for new files: the runner writes them, no event crosses over. */
const POLL_MS = 100;

export function sharedMailServer(): { baseURL: string; smtp: MailReader } {
  const port = process.env[MAIL_PORT_ENV];
  const dir = process.env[MAIL_DIR_ENV];
  if (!port || !dir) {
    throw new Error(
      `${MAIL_PORT_ENV} and ${MAIL_DIR_ENV} are set by playwright.config.ts: run Playwright with it`,
    );
  }
  return { baseURL: `http://localhost:${port}`, smtp: mailDirReader(dir) };
}

/** Reads the messages a `mailDir` holds, each file parsed once. */
function mailDirReader(dir: string): MailReader {
  const read = new Map<string, ReceivedMail>();
  const messages = async () => {
    const names = readdirSync(dir)
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    for (const name of names) {
      if (read.has(name)) continue;
      const { raw, ...envelope } = JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail;
      read.set(name, receivedMail(envelope, await simpleParser(Buffer.from(raw, 'base64'))));
    }
    return names.map((name) => read.get(name)!);
  };
  return {
    async waitForMail(to, { subject, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const all = await messages();
        const found = all.findLast((m) => matchesMail(m, to, subject));
        if (found) return found;
        if (Date.now() > deadline) throw noMailError(to, subject, timeoutMs, all);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
