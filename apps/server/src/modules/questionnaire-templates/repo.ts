import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionnaireTemplates as templates } from '../../db/schema.ts';

/** Questionnaire templates' SQL; every statement filters by company. */
export type TemplateRow = typeof templates.$inferSelect;
export type TemplateValues = Pick<TemplateRow, 'name' | 'description' | 'sections'>;
const of = (companyId: string, ...more: (SQL | undefined)[]) =>
  and(eq(templates.companyId, companyId), ...more);

export const listTemplates = (db: Db, companyId: string) =>
  db
    .select()
    .from(templates)
    .where(of(companyId))
    .orderBy(sql`lower(${templates.name})`, asc(templates.id));

export async function findTemplate(db: Db, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(templates)
    .where(of(companyId, eq(templates.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function countTemplates(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(templates)
    .where(of(companyId));
  return row?.n ?? 0;
}

/** Another template of the company with this name, in any case. */
export async function namedTemplate(db: Db, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(
      of(
        companyId,
        sql`lower(${templates.name}) = lower(${name})`,
        exceptId ? ne(templates.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertTemplate(tx: Db, companyId: string, values: TemplateValues) {
  const [row] = await tx
    .insert(templates)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

export async function updateTemplate(tx: Db, companyId: string, id: string, values: TemplateValues) {
  const [row] = await tx
    .update(templates)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(of(companyId, eq(templates.id, id)))
    .returning();
  return row;
}

export async function deleteTemplate(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(templates)
    .where(of(companyId, eq(templates.id, id)))
    .returning({ id: templates.id });
  return rows.length > 0;
}
