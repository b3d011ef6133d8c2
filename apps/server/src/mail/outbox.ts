import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export type MailMessage = { userId?: string | null; to: string; subject: string; text: string; html: string };

/** Written in the caller's transaction, so a mail exists exactly when the change that caused it does. */
export async function queueMail(db: Db, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
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

/** The development mailbox: the newest messages sent to one user, at their address or a new one. */
export async function mailFor(db: Db, user: { id?: string; email: string }, limit = 50) {
  const toAddress = sql`lower(${mailOutbox.to}) = lower(${user.email})`;
  return db
    .select()
    .from(mailOutbox)
    .where(user.id ? or(eq(mailOutbox.userId, user.id), toAddress) : toAddress)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
