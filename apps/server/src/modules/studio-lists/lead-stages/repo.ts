import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { lockName } from '../../../db/advisory-lock.ts';
import type { Db } from '../../../db/client.ts';
import { jobs, leadStages } from '../../../db/schema.ts';

/** Serialises the edits of one company's list (positions, names, rules), so two tabs never interleave. */
export const lockList = (tx: Db, companyId: string) => lockName(tx, `studio-lists:lead-stages:${companyId}`);

export type LeadStageRow = typeof leadStages.$inferSelect;
export type LeadStageWithCount = LeadStageRow & { leadCount: number };

// Written out: inside a subquery drizzle leaves columns unqualified, which would bind to jobs.
const leadCount = sql<number>`(select count(*)::int from jobs j where j.company_id = lead_stages.company_id and j.lead_stage_id = lead_stages.id)`;

export async function listLeadStages(db: Db, companyId: string): Promise<LeadStageWithCount[]> {
  const rows = await db
    .select({ row: leadStages, leadCount })
    .from(leadStages)
    .where(eq(leadStages.companyId, companyId))
    .orderBy(asc(leadStages.position), asc(leadStages.id));
  return rows.map(({ row, leadCount: n }) => ({ ...row, leadCount: Number(n) }));
}

export async function findLeadStage(
  db: Db,
  companyId: string,
  id: string,
): Promise<LeadStageWithCount | undefined> {
  const [found] = await db
    .select({ row: leadStages, leadCount })
    .from(leadStages)
    .where(and(eq(leadStages.companyId, companyId), eq(leadStages.id, id)));
  return found && { ...found.row, leadCount: Number(found.leadCount) };
}

export async function leadStageNamed(
  db: Db,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<LeadStageRow | undefined> {
  const [row] = await db
    .select()
    .from(leadStages)
    .where(
      and(
        eq(leadStages.companyId, companyId),
        sql`lower(${leadStages.name}) = lower(${name})`,
        exceptId ? ne(leadStages.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertLeadStages(
  db: Db,
  companyId: string,
  rows: { id?: string; name: string; kind: LeadStageRow['kind']; position: number }[],
): Promise<LeadStageRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(leadStages)
    .values(rows.map((row) => ({ ...row, companyId })))
    .returning();
}

export async function updateLeadStage(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<Pick<LeadStageRow, 'name' | 'kind'>>,
): Promise<void> {
  await db
    .update(leadStages)
    .set(values)
    .where(and(eq(leadStages.companyId, companyId), eq(leadStages.id, id)));
}

export async function setLeadStagePositions(db: Db, companyId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(leadStages)
      .set({ position })
      .where(and(eq(leadStages.companyId, companyId), eq(leadStages.id, id)));
  }
}

/** Moves every lead (and job) of one stage to another, then deletes the stage. */
export async function deleteLeadStage(db: Db, companyId: string, id: string, moveTo: string | null) {
  if (moveTo) {
    await db
      .update(jobs)
      .set({ leadStageId: moveTo, updatedAt: sql`now()` })
      .where(and(eq(jobs.companyId, companyId), eq(jobs.leadStageId, id)));
  }
  await db.delete(leadStages).where(and(eq(leadStages.companyId, companyId), eq(leadStages.id, id)));
}

export async function countLeadStages(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leadStages)
    .where(eq(leadStages.companyId, companyId));
  return Number(row?.n ?? 0);
}

/** A page of a company's stages for the company import, in id order. */
export async function leadStagesAfter(
  db: Db,
  companyId: string,
  after: string | null,
  limit: number,
): Promise<LeadStageRow[]> {
  return db
    .select()
    .from(leadStages)
    .where(
      and(eq(leadStages.companyId, companyId), after ? sql`${leadStages.id} > ${after}::uuid` : undefined),
    )
    .orderBy(asc(leadStages.id))
    .limit(limit);
}
