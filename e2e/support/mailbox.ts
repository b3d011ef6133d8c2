import type { APIRequestContext } from '@playwright/test';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { DEMO_ADMIN } from './companies.ts';

/**
 * Reading mail on a server without SMTP_URL. A sign-up or an invitation answer links to its one
 * mail (DEV_MAILBOX → GET /api/dev/mail?token=…); every other mail (a reset link) is never shown
 * through a link, so journeys read it as an administrator does, from the outbox
 * (GET /api/admin/outbox, signed in as the demo administrator).
 */
export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The one message a DEV_MAILBOX link (`/dev/mail?token=…`) was made for. */
export async function readDevMail(request: APIRequestContext, link: string): Promise<MailboxMessage> {
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  if (!token) throw new Error(`no token in the mail link ${link}`);
  return data(await request.get(ApiRoutes.getDevMail.path, { params: { token } }), 'GET dev mail');
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const pair = await data<{ access_token: string }>(
    await request.post(ApiRoutes.adminLogin.path, { data: DEMO_ADMIN }),
    'admin sign-in',
  );
  return pair.access_token;
}

/** Polls the outbox (every 250 ms, up to 30 s by default) for the newest message to `to` that matches. */
export async function waitForOutboxMessage(
  request: APIRequestContext,
  options: {
    to: string;
    subject?: string | RegExp;
    where?: (m: MailboxMessage) => boolean;
    timeoutMs?: number;
  },
): Promise<MailboxMessage> {
  const { to, subject, where, timeoutMs = 30_000 } = options;
  const matches = (m: MailboxMessage) =>
    (subject === undefined ||
      (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject))) &&
    (where === undefined || where(m));
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const deadline = Date.now() + timeoutMs;
  let seen: MailboxMessage[] = [];
  for (;;) {
    const outbox = await data<{ messages: MailboxMessage[] }>(
      await request.get(ApiRoutes.listOutbox.path, { params: { to }, headers }),
      'GET outbox',
    );
    seen = outbox.messages;
    // The outbox lists the newest first.
    const found = seen.find(matches);
    if (found) return found;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `no message to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms; outbox:\n  ${
      seen.map((m) => m.subject).join('\n  ') || '(none)'
    }`,
  );
}

/** The first link in a message (text or HTML) whose path starts with pathPrefix, e.g. '/signup/confirm/'. */
export function extractLink(message: { text: string; html: string }, pathPrefix: string): string {
  const candidates = `${message.text}\n${message.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  for (const candidate of candidates) {
    const url = new URL(candidate.replaceAll('&amp;', '&'));
    if (url.pathname.startsWith(pathPrefix)) return url.toString();
  }
  throw new Error(
    `no link to ${pathPrefix}… in the message; links found: ${candidates.join(', ') || '(none)'}`,
  );
}

/** The last path segment of a link like http://host/signup/confirm/<token>. */
export function lastPathSegment(link: string): string {
  const segment = new URL(link).pathname.split('/').filter(Boolean).pop();
  if (!segment) throw new Error(`no path segment in ${link}`);
  return decodeURIComponent(segment);
}
