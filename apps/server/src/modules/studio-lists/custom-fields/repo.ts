import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { clients, customFields, jobs } from '../../../db/schema.ts';
import { orderedRepo } from '../ordered/repo.ts';

export type CustomFieldRow = typeof customFields.$inferSelect;
type Entity = CustomFieldRow['entity'];

/** Each entity (clients; leads and jobs) has its own list: order, labels and limit. */
export const list = orderedRepo(customFields, {
  lock: 'studio-lists:custom-fields',
  name: customFields.label,
  orderFirst: customFields.entity,
});

/** The scope of one entity's fields (none: both). */
export const ofEntity = (entity?: Entity) => (entity ? eq(customFields.entity, entity) : undefined);

export const lockList = list.lock;
export const insertCustomFields = list.insert;
export const customFieldsAfter = list.after;

export const countCustomFields = (db: Db, companyId: string, entity?: Entity) =>
  list.count(db, companyId, ofEntity(entity));

export const listCustomFields = async (db: Db, companyId: string, entity?: Entity) =>
  (await list.list(db, companyId, ofEntity(entity))).map(({ row }) => row);

/** Deletes the field and its value from every client's or lead's and job's customFields (jsonb `-`). */
export async function deleteCustomField(db: Db, companyId: string, field: CustomFieldRow): Promise<void> {
  if (field.entity === 'client') {
    await db
      .update(clients)
      .set({ customFields: sql`${clients.customFields} - ${field.id}::text` })
      .where(and(eq(clients.companyId, companyId), sql`${clients.customFields} ? ${field.id}::text`));
  } else {
    await db
      .update(jobs)
      .set({ customFields: sql`${jobs.customFields} - ${field.id}::text` })
      .where(and(eq(jobs.companyId, companyId), sql`${jobs.customFields} ? ${field.id}::text`));
  }
  await list.remove(db, companyId, field.id);
}
