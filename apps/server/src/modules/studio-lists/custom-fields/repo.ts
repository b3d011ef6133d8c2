import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { lockName } from '../../../db/advisory-lock.ts';
import type { Db } from '../../../db/client.ts';
import { clients, customFields, jobs } from '../../../db/schema.ts';

/** Serialises the edits of one company's list (positions, names, rules), so two tabs never interleave. */
export const lockList = (tx: Db, companyId: string) =>
  lockName(tx, `studio-lists:custom-fields:${companyId}`);

export type CustomFieldRow = typeof customFields.$inferSelect;
type Entity = CustomFieldRow['entity'];

export async function listCustomFields(
  db: Db,
  companyId: string,
  entity?: Entity,
): Promise<CustomFieldRow[]> {
  return db
    .select()
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), entity ? eq(customFields.entity, entity) : undefined))
    .orderBy(asc(customFields.entity), asc(customFields.position), asc(customFields.id));
}

export async function findCustomField(
  db: Db,
  companyId: string,
  id: string,
): Promise<CustomFieldRow | undefined> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), eq(customFields.id, id)));
  return row;
}

export async function customFieldLabelled(
  db: Db,
  companyId: string,
  entity: Entity,
  label: string,
  exceptId?: string,
): Promise<CustomFieldRow | undefined> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.companyId, companyId),
        eq(customFields.entity, entity),
        sql`lower(${customFields.label}) = lower(${label})`,
        exceptId ? ne(customFields.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertCustomFields(
  db: Db,
  companyId: string,
  rows: {
    id?: string;
    entity: Entity;
    label: string;
    type: CustomFieldRow['type'];
    options: string[];
    position: number;
  }[],
): Promise<CustomFieldRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(customFields)
    .values(rows.map((row) => ({ ...row, companyId })))
    .returning();
}

export async function updateCustomField(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<Pick<CustomFieldRow, 'label' | 'options'>>,
): Promise<void> {
  await db
    .update(customFields)
    .set(values)
    .where(and(eq(customFields.companyId, companyId), eq(customFields.id, id)));
}

export async function setCustomFieldPositions(db: Db, companyId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(customFields)
      .set({ position })
      .where(and(eq(customFields.companyId, companyId), eq(customFields.id, id)));
  }
}

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
  await db
    .delete(customFields)
    .where(and(eq(customFields.companyId, companyId), eq(customFields.id, field.id)));
}

export async function countCustomFields(db: Db, companyId: string, entity?: Entity): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), entity ? eq(customFields.entity, entity) : undefined));
  return Number(row?.n ?? 0);
}

/** A page of a company's custom fields for the company import, in id order. */
export async function customFieldsAfter(
  db: Db,
  companyId: string,
  after: string | null,
  limit: number,
): Promise<CustomFieldRow[]> {
  return db
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.companyId, companyId),
        after ? sql`${customFields.id} > ${after}::uuid` : undefined,
      ),
    )
    .orderBy(asc(customFields.id))
    .limit(limit);
}
