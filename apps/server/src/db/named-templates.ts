import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { contractTemplates, paymentScheduleTemplates, questionnaireTemplates } from './schema.ts';

/**
 * The SQL of a company's named templates (payment schedules, questionnaires, contracts): one table a kind, each
 * row a company's, named uniquely in any case. Every statement filters by company.
 */
type TemplateTable =
  | typeof paymentScheduleTemplates
  | typeof questionnaireTemplates
  | typeof contractTemplates;

export function namedTemplatesRepo<T extends TemplateTable>(templates: T) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
  // One table of the kinds at a time: drizzle's builders take it as the first kind (the shapes agree).
  const table = templates as typeof paymentScheduleTemplates;
  const of = (companyId: string, ...more: (SQL | undefined)[]) =>
    and(eq(table.companyId, companyId), ...more);

  return {
    listTemplates: async (db: Db, companyId: string): Promise<Row[]> =>
      db
        .select()
        .from(table)
        .where(of(companyId))
        .orderBy(sql`lower(${table.name})`, asc(table.id)) as Promise<Row[]>,

    async findTemplate(db: Db, companyId: string, id: string, lock = false): Promise<Row | undefined> {
      const query = db
        .select()
        .from(table)
        .where(of(companyId, eq(table.id, id)));
      const [row] = await (lock ? query.for('update') : query);
      return row as Row | undefined;
    },

    async countTemplates(db: Db, companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(of(companyId));
      return row?.n ?? 0;
    },

    /** Another template of the company with this name, in any case. */
    async namedTemplate(db: Db, companyId: string, name: string, exceptId?: string) {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(
          of(
            companyId,
            sql`lower(${table.name}) = lower(${name})`,
            exceptId ? ne(table.id, exceptId) : undefined,
          ),
        );
      return row;
    },

    async insertTemplate(tx: Db, companyId: string, values: Values): Promise<Row> {
      const [row] = await tx
        .insert(table)
        .values({ ...(values as typeof table.$inferInsert), companyId })
        .returning();
      return row as Row;
    },

    async updateTemplate(tx: Db, companyId: string, id: string, values: Values): Promise<Row | undefined> {
      const [row] = await tx
        .update(table)
        .set({ ...(values as Partial<typeof table.$inferInsert>), updatedAt: sql`clock_timestamp()` })
        .where(of(companyId, eq(table.id, id)))
        .returning();
      return row as Row | undefined;
    },

    async deleteTemplate(db: Db, companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(table)
        .where(of(companyId, eq(table.id, id)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
