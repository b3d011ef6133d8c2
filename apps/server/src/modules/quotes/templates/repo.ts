import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { quoteTemplates } from '../../../db/schema.ts';

/** Quote templates' SQL; every statement filters by company. */
export type TemplateRow = typeof quoteTemplates.$inferSelect;
const of = (companyId: string, ...more: (SQL | undefined)[]) => and(eq(quoteTemplates.companyId, companyId), ...more);

export const listTemplates = (db: Db, companyId: string) =>
  db
    .select()
    .from(quoteTemplates)
    .where(of(companyId))
    .orderBy(sql`lower(${quoteTemplates.name})`, asc(quoteTemplates.id));

export async function findTemplate(db: Db, companyId: string, id: string, lock = false) {
  const query = db.select().from(quoteTemplates).where(of(companyId, eq(quoteTemplates.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function countTemplates(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(quoteTemplates).where(of(companyId));
  return row?.n ?? 0;
}

/** Another template of the company with this name, in any case. */
export async function namedTemplate(db: Db, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: quoteTemplates.id })
    .from(quoteTemplates)
    .where(
      of(
        companyId,
        sql`lower(${quoteTemplates.name}) = lower(${name})`,
        exceptId ? ne(quoteTemplates.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertTemplate(tx: Db, companyId: string, values: Pick<TemplateRow, 'name' | 'content'>) {
  const [row] = await tx
    .insert(quoteTemplates)
    .values({ ...values, kind: values.content.kind, companyId })
    .returning();
  return row!;
}

export async function updateTemplate(tx: Db, companyId: string, id: string, values: Pick<TemplateRow, 'name' | 'content'>) {
  const [row] = await tx
    .update(quoteTemplates)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(of(companyId, eq(quoteTemplates.id, id)))
    .returning();
  return row;
}

export async function deleteTemplate(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(quoteTemplates)
    .where(of(companyId, eq(quoteTemplates.id, id)))
    .returning({ id: quoteTemplates.id });
  return rows.length > 0;
}
