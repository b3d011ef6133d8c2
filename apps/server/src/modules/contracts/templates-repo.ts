import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { namedTemplatesRepo } from '../../db/named-templates.ts';
import { contractSettings, contractTemplates } from '../../db/schema.ts';

/** Contract templates' SQL (db/named-templates.ts) and the disclosure's; every statement filters by company. */
export type TemplateRow = typeof contractTemplates.$inferSelect;
export const {
  listTemplates,
  findTemplate,
  countTemplates,
  namedTemplate,
  insertTemplate,
  updateTemplate,
  deleteTemplate,
} = namedTemplatesRepo(contractTemplates);

export async function findSettings(db: Db, companyId: string, lock = false) {
  const query = db.select().from(contractSettings).where(eq(contractSettings.companyId, companyId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function saveSettings(tx: Db, companyId: string, disclosure: string | null) {
  if (disclosure === null) {
    await tx.delete(contractSettings).where(eq(contractSettings.companyId, companyId));
    return undefined;
  }
  const [row] = await tx
    .insert(contractSettings)
    .values({ companyId, disclosure })
    .onConflictDoUpdate({
      target: contractSettings.companyId,
      set: { disclosure, updatedAt: sql`clock_timestamp()` },
    })
    .returning();
  return row;
}
