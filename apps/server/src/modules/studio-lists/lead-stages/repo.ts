import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jobs, leadStages } from '../../../db/schema.ts';
import { orderedRepo } from '../ordered/repo.ts';

export type LeadStageRow = typeof leadStages.$inferSelect;
export type LeadStageWithCount = LeadStageRow & { leadCount: number };

export const list = orderedRepo(leadStages, {
  lock: 'studio-lists:lead-stages',
  name: leadStages.name,
  // Written out: inside a subquery drizzle leaves columns unqualified, which would bind to jobs.
  uses: sql<number>`(select count(*)::int from jobs j where j.company_id = lead_stages.company_id and j.lead_stage_id = lead_stages.id)`,
});

export const lockList = list.lock;
export const insertLeadStages = list.insert;
export const leadStagesAfter = list.after;
export const countLeadStages = (db: Db, companyId: string) => list.count(db, companyId);

export const withCount = ({ row, uses }: { row: LeadStageRow; uses: number }): LeadStageWithCount => ({
  ...row,
  leadCount: uses,
});

export const listLeadStages = async (db: Db, companyId: string) =>
  (await list.list(db, companyId)).map(withCount);

/** Moves every lead (and job) of one stage to another, then deletes the stage. */
export async function deleteLeadStage(db: Db, companyId: string, id: string, moveTo: string | null) {
  if (moveTo) {
    await db
      .update(jobs)
      .set({ leadStageId: moveTo, updatedAt: sql`now()` })
      .where(and(eq(jobs.companyId, companyId), eq(jobs.leadStageId, id)));
  }
  await list.remove(db, companyId, id);
}
