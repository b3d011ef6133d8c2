import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { type MailHeaders, mailHeaders } from './headers.ts';

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

async function insertMail(db: Db, headers: MailHeaders, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
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

export async function pendingMail(db: Db, olderThan: Date, limit = 100) {
  return db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(isNull(mailOutbox.deliveredAt), lt(mailOutbox.createdAt, olderThan), lt(mailOutbox.attempts, 10)),
    )
    .limit(limit);
}

export async function findMail(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function markDelivered(db: Db, id: string) {
  await db.update(mailOutbox).set({ deliveredAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, id: string, error: string) {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 2000) })
    .where(eq(mailOutbox.id, id));
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

/** The administrator's view of the outbox, newest first; `to` narrows it to one address. */
export async function listOutbox(db: Db, options: { to?: string | undefined; limit: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? sql`lower(${mailOutbox.to}) = lower(${options.to})` : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit);
}
