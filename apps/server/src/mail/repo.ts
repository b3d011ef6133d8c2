import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type MailAttachment, mailOutbox } from '../db/schema.ts';
import { type MailHeaders, mailHeaders } from './headers.ts';

export type { MailAttachment };
export type MailKind = NonNullable<(typeof mailOutbox.$inferInsert)['kind']>;
export type MailMessage = {
  kind: MailKind;
  /** The row the mail is about (an invitation). */
  refId?: string | null;
  userId?: string | null;
  /** The company that sends it and whose log shows it; none for account mail. */
  companyId?: string | null;
  to: string;
  subject: string;
  replyTo?: string | null;
  text: string;
  html: string;
  /** Stored as given: callers namespace it (queueStudioMail prefixes the company id). */
  idempotencyKey?: string | null;
  /** The lead or job it is about (its Emails tab lists it). */
  jobId?: string | null;
  attachments?: MailAttachment[];
};

/**
 * Written in the caller's transaction, so a mail exists exactly when the change that caused it does.
 * The header fields pass `mailHeaders` first (no CR, LF or other control character, or a 400 and
 * no row). A key queued before gives that first row's id back and writes nothing.
 */
export async function queueMail(db: Db, message: MailMessage): Promise<string> {
  const headers = mailHeaders({ to: message.to, subject: message.subject, replyTo: message.replyTo ?? null });
  return insertMail(db, headers, message);
}

/** How a message sent at once, outside the queue, ended: accepted, or refused with the log's words. */
export type SentOutcome = { delivered: true } | { delivered: false; error: string };

/**
 * A message sent at once rather than queued (the SMTP connection test), written after its one
 * attempt with its end already stamped: never pending, so neither the sweep (`pendingMail`) nor a
 * worker (`deliver`) ever sends it again. Its header fields pass `mailHeaders` as queued ones do.
 */
export async function recordSentMail(db: Db, message: MailMessage, outcome: SentOutcome): Promise<string> {
  const headers = mailHeaders({ to: message.to, subject: message.subject, replyTo: message.replyTo ?? null });
  const now = new Date();
  const end = outcome.delivered
    ? { deliveredAt: now }
    : { failedAt: now, attempts: 1, lastError: outcome.error.slice(0, 2000) };
  return insertMail(db, headers, message, end);
}

type Stamps = Partial<
  Pick<typeof mailOutbox.$inferInsert, 'deliveredAt' | 'failedAt' | 'attempts' | 'lastError'>
>;

async function insertMail(
  db: Db,
  headers: MailHeaders,
  message: MailMessage,
  stamps: Stamps = {},
): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      ...stamps,
      kind: message.kind,
      refId: message.refId ?? null,
      userId: message.userId ?? null,
      companyId: message.companyId ?? null,
      to: headers.to,
      subject: headers.subject,
      replyTo: headers.replyTo ?? null,
      text: message.text,
      html: message.html,
      idempotencyKey: message.idempotencyKey ?? null,
      jobId: message.jobId ?? null,
      attachments: message.attachments ?? [],
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  if (row) return row.id;
  const [first] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, message.idempotencyKey!));
  return first!.id;
}

/**
 * Messages still to deliver whose job may have been lost: neither delivered, bounced nor failed
 * (a connection test's row never qualifies: `recordSentMail` writes it delivered or failed),
 * older than `olderThan` and younger than a week. `studioOnly`: without Focal's SMTP_URL, account
 * mail stays in the outbox (the development mailbox) and only studio mail can leave.
 */
export async function pendingMail(db: Db, olderThan: Date, options: { studioOnly: boolean; limit?: number }) {
  return db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.deliveredAt),
        isNull(mailOutbox.bouncedAt),
        isNull(mailOutbox.failedAt),
        lt(mailOutbox.createdAt, olderThan),
        gt(mailOutbox.createdAt, new Date(olderThan.getTime() - 7 * 24 * 3600_000)),
        options.studioOnly ? isNotNull(mailOutbox.companyId) : undefined,
      ),
    )
    .limit(options.limit ?? 100);
}

export async function findMail(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function markDelivered(db: Db, id: string) {
  await db.update(mailOutbox).set({ deliveredAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
}

/** One failed attempt; answers the attempts made so far. */
export async function markFailed(db: Db, id: string, error: string): Promise<number> {
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 2000) })
    .where(eq(mailOutbox.id, id))
    .returning({ attempts: mailOutbox.attempts });
  return row?.attempts ?? 0;
}

/** The receiving side refused the message for good: no more attempts. */
export async function markBounced(db: Db, id: string, error: string) {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      bouncedAt: new Date(),
      lastError: error.slice(0, 2000),
    })
    .where(eq(mailOutbox.id, id));
}

/** Attempts ran out or the settings cannot send: no more attempts. */
export async function markGivenUp(db: Db, id: string, error: string) {
  await db
    .update(mailOutbox)
    .set({ failedAt: new Date(), lastError: error.slice(0, 2000) })
    .where(eq(mailOutbox.id, id));
}

/** Not an attempt: why the message still waits (Focal has no mail server of its own here). */
export async function noteWaiting(db: Db, id: string, reason: string) {
  await db.update(mailOutbox).set({ lastError: reason }).where(eq(mailOutbox.id, id));
}

/** The newest mail about a row (the invitation mail sent last). */
export async function latestMailAbout(db: Db, refId: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.refId, refId))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The newest mail about each of these rows: an invitation sent again ends its older mails' links. */
export async function latestMailIdsAbout(db: Db, refIds: string[]): Promise<Set<string>> {
  if (refIds.length === 0) return new Set();
  const rows = await db
    .selectDistinctOn([mailOutbox.refId], { id: mailOutbox.id })
    .from(mailOutbox)
    .where(inArray(mailOutbox.refId, refIds))
    .orderBy(mailOutbox.refId, desc(mailOutbox.createdAt));
  return new Set(rows.map((row) => row.id));
}

/** The administrator's view of the outbox, newest first; `to` narrows it to one address. */
export async function listOutbox(db: Db, options: { to?: string | undefined; limit: number }) {
  // Account mail only: a studio's mail to its clients is the studio's, read in its own mail log.
  const toAddress = options.to ? sql`lower(${mailOutbox.to}) = lower(${options.to})` : undefined;
  return db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.companyId), toAddress))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit);
}

/** One company's mail log, newest first: a page of rows and the total. */
export async function listCompanyMail(db: Db, companyId: string, page: { offset: number; limit: number }) {
  const where = eq(mailOutbox.companyId, companyId);
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      createdAt: mailOutbox.createdAt,
      deliveredAt: mailOutbox.deliveredAt,
      bouncedAt: mailOutbox.bouncedAt,
      failedAt: mailOutbox.failedAt,
      lastError: mailOutbox.lastError,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(mailOutbox).where(where);
  return { rows, total: total?.n ?? 0 };
}
