import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jobTypes } from '../../../db/schema.ts';
import { orderedRepo } from '../ordered/repo.ts';

export type JobTypeRow = typeof jobTypes.$inferSelect;
export type JobTypeWithCount = JobTypeRow & { jobCount: number };

export const list = orderedRepo(jobTypes, {
  lock: 'studio-lists:job-types',
  name: jobTypes.name,
  // Written out: inside a subquery drizzle leaves columns unqualified, which would bind to jobs.
  uses: sql<number>`(select count(*)::int from jobs j where j.company_id = job_types.company_id and j.job_type_id = job_types.id)`,
});

export const lockList = list.lock;
export const insertJobTypes = list.insert;
export const jobTypesAfter = list.after;
export const countJobTypes = (db: Db, companyId: string) => list.count(db, companyId);

export const withCount = ({ row, uses }: { row: JobTypeRow; uses: number }): JobTypeWithCount => ({
  ...row,
  jobCount: uses,
});

export const listJobTypes = async (db: Db, companyId: string) =>
  (await list.list(db, companyId)).map(withCount);
