import type { EmailTemplateSort } from '@focal/contracts';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { lockName } from '../../db/advisory-lock.ts';
import type { Db } from '../../db/client.ts';
import { companies, emailTemplates, users } from '../../db/schema.ts';

export type TemplateRow = typeof emailTemplates.$inferSelect;
export type TemplateTexts = Pick<TemplateRow, 'name' | 'subject' | 'bodyHtml'>;

const SORT_COLUMNS = {
  name: sql`lower(${emailTemplates.name})`,
  subject: sql`lower(${emailTemplates.subject})`,
  updatedAt: emailTemplates.updatedAt,
  createdAt: emailTemplates.createdAt,
} as const;

/** A page of the company's templates; the id breaks ties, so a page never repeats or skips a row. */
export async function listTemplates(
  db: Db,
  companyId: string,
  page: { perPage: number; page: number; sort: EmailTemplateSort; reverse: boolean },
): Promise<{ rows: TemplateRow[]; total: number }> {
  const order = page.reverse ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.companyId, companyId))
      .orderBy(order(SORT_COLUMNS[page.sort]), order(emailTemplates.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(emailTemplates).where(eq(emailTemplates.companyId, companyId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTemplate(db: Db, companyId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)));
  return row;
}

/** Whether another template of the company has this name, whatever its case. */
export async function nameTaken(
  db: Db,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.companyId, companyId),
        sql`lower(${emailTemplates.name}) = lower(${name})`,
        exceptId ? ne(emailTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Serialises the name checks and writes of one company's templates (names stay unique under races). */
export async function lockTemplates(tx: Db, companyId: string): Promise<void> {
  await lockName(tx, `email-templates:${companyId}`);
}

// The stamps are written from here (milliseconds), not by now() (microseconds): `updatedAt` is the
// version a save sends back, and JSON carries milliseconds.
export async function insertTemplates(db: Db, companyId: string, rows: (TemplateTexts & { id?: string })[]) {
  if (rows.length === 0) return [];
  const now = new Date();
  return db
    .insert(emailTemplates)
    .values(rows.map((row) => ({ ...row, companyId, createdAt: now, updatedAt: now })))
    .returning();
}

/** Saves the texts if the row is still at `version` (its updatedAt); undefined when it is not (or gone). */
export async function updateTemplate(
  db: Db,
  companyId: string,
  id: string,
  version: Date,
  texts: TemplateTexts,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...texts, updatedAt: new Date() })
    .where(
      and(
        eq(emailTemplates.companyId, companyId),
        eq(emailTemplates.id, id),
        sql`date_trunc('milliseconds', ${emailTemplates.updatedAt}) = ${version.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

export async function deleteTemplate(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)))
    .returning({ id: emailTemplates.id });
  return rows.length > 0;
}

/** What a sent template knows of the studio and the sender (the other merge fields are samples). */
export async function senderFacts(db: Db, companyId: string, userId: string) {
  const [company] = await db
    .select({
      name: companies.name,
      email: companies.email,
      phone: companies.phone,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return { company: company!, firstName: user?.firstName ?? '' };
}

// ---- the company import ----

export const countTemplates = async (db: Db, companyId: string) =>
  (await db.select({ n: count() }).from(emailTemplates).where(eq(emailTemplates.companyId, companyId)))[0]
    ?.n ?? 0;

/** The cursor of the import's pages: (name, id), along the (company_id, name) index. */
export const templateCursor = (row: TemplateRow) => JSON.stringify([row.name, row.id]);

export async function templatesAfter(db: Db, companyId: string, after: string | null, limit: number) {
  const [name, id] = after === null ? [] : (JSON.parse(after) as [string, string]);
  return db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.companyId, companyId),
        after === null
          ? undefined
          : sql`(${emailTemplates.name}, ${emailTemplates.id}) > (${name}, ${id}::uuid)`,
      ),
    )
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.id))
    .limit(limit);
}

/** The names the company already uses, lower-cased (the import names its copies around them). */
export async function namesOf(db: Db, companyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: sql<string>`lower(${emailTemplates.name})` })
    .from(emailTemplates)
    .where(eq(emailTemplates.companyId, companyId));
  return new Set(rows.map((r) => r.name));
}
