import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export type MailKind = NonNullable<(typeof mailOutbox.$inferInsert)['kind']>;
export type MailMessage = {
  kind: MailKind;
  /** The row the mail is about (an invitation). */
  refId?: string | null;
  userId?: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Written in the caller's transaction, so a mail exists exactly when the change that caused it does. */
export async function queueMail(db: Db, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      refId: message.refId ?? null,
      userId: message.userId ?? null,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
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
