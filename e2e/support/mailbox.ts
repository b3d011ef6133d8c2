import type { APIRequestContext } from '@playwright/test';

/**
 * The development outbox (no SMTP_URL): GET /api/dev/mailbox, readable with the link token that the
 * sign-up answer carries (`resourcesLinks.RESEND_CONFIRMATION.url`), or with a Bearer access token.
 */
export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};
export type Mailbox = { address: string; messages: MailboxMessage[] };
export type MailboxAuth = { token: string } | { accessToken: string };

/** The `token` query parameter of a resource link such as `/api/auth/resend-confirmation?token=…`. */
export function tokenFromLink(url: string): string {
  const token = new URL(url, 'http://localhost').searchParams.get('token');
  if (!token) throw new Error(`no token in link ${url}`);
  return token;
}

export async function readMailbox(request: APIRequestContext, auth: MailboxAuth): Promise<Mailbox> {
  const response =
    'token' in auth
      ? await request.get('/api/dev/mailbox', { params: { token: auth.token } })
      : await request.get('/api/dev/mailbox', { headers: { authorization: `Bearer ${auth.accessToken}` } });
  if (!response.ok()) {
    throw new Error(`GET /api/dev/mailbox answered ${response.status()}: ${await response.text()}`);
  }
  const body = (await response.json()) as { data: Mailbox };
  return body.data;
}

/** Polls the mailbox (every 250 ms, up to 10 s by default) for the newest message that matches. */
export async function waitForMessage(
  request: APIRequestContext,
  auth: MailboxAuth,
  options: { subject?: string | RegExp; where?: (m: MailboxMessage) => boolean; timeoutMs?: number } = {},
): Promise<MailboxMessage> {
  const { subject, where, timeoutMs = 10_000 } = options;
  const matches = (m: MailboxMessage) =>
    (subject === undefined ||
      (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject))) &&
    (where === undefined || where(m));
  const deadline = Date.now() + timeoutMs;
  let last: Mailbox | undefined;
  for (;;) {
    last = await readMailbox(request, auth);
    // The mailbox lists the newest first.
    const found = last.messages.find(matches);
    if (found) return found;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const seen = last.messages.map((m) => m.subject).join('\n  ') || '(none)';
  throw new Error(
    `no message for ${last.address}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms; mailbox:\n  ${seen}`,
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
