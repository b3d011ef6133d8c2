import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { lockName } from '../../../db/advisory-lock.ts';
import type { Db } from '../../../db/client.ts';
import { jobTypes } from '../../../db/schema.ts';

/** Serialises the edits of one company's list (positions, names, rules), so two tabs never interleave. */
export const lockList = (tx: Db, companyId: string) => lockName(tx, `studio-lists:job-types:${companyId}`);

export type JobTypeRow = typeof jobTypes.$inferSelect;
export type JobTypeWithCount = JobTypeRow & { jobCount: number };

// Written out: inside a subquery drizzle leaves columns unqualified, which would bind to jobs.
const jobCount = sql<number>`(select count(*)::int from jobs j where j.company_id = job_types.company_id and j.job_type_id = job_types.id)`;

export async function listJobTypes(db: Db, companyId: string): Promise<JobTypeWithCount[]> {
  const rows = await db
    .select({ row: jobTypes, jobCount })
    .from(jobTypes)
    .where(eq(jobTypes.companyId, companyId))
    .orderBy(asc(jobTypes.position), asc(jobTypes.id));
  return rows.map(({ row, jobCount: n }) => ({ ...row, jobCount: Number(n) }));
}

export async function findJobType(
  db: Db,
  companyId: string,
  id: string,
): Promise<JobTypeWithCount | undefined> {
  const [found] = await db
    .select({ row: jobTypes, jobCount })
    .from(jobTypes)
    .where(and(eq(jobTypes.companyId, companyId), eq(jobTypes.id, id)));
  return found && { ...found.row, jobCount: Number(found.jobCount) };
}

/** The type (archived or not) that already has this name in any case, other than `exceptId`. */
export async function jobTypeNamed(
  db: Db,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<JobTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(jobTypes)
    .where(
      and(
        eq(jobTypes.companyId, companyId),
        sql`lower(${jobTypes.name}) = lower(${name})`,
        exceptId ? ne(jobTypes.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function countJobTypes(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobTypes)
    .where(eq(jobTypes.companyId, companyId));
  return Number(row?.n ?? 0);
}

export async function nextJobTypePosition(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${jobTypes.position}), -1)::int` })
    .from(jobTypes)
    .where(eq(jobTypes.companyId, companyId));
  return Number(row?.max ?? -1) + 1;
}

export async function insertJobTypes(
  db: Db,
  companyId: string,
  rows: { id?: string; name: string; colour: string; position: number; archivedAt?: Date | null }[],
): Promise<JobTypeRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(jobTypes)
    .values(rows.map((row) => ({ ...row, companyId })))
    .returning();
}

export async function updateJobType(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<Pick<JobTypeRow, 'name' | 'colour' | 'archivedAt'>>,
): Promise<void> {
  await db
    .update(jobTypes)
    .set(values)
    .where(and(eq(jobTypes.companyId, companyId), eq(jobTypes.id, id)));
}

export async function jobTypeIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.select({ id: jobTypes.id }).from(jobTypes).where(eq(jobTypes.companyId, companyId));
  return rows.map((r) => r.id);
}

/** Positions 0, 1, 2… in the order of `ids` (every id of the company's list; at most 100). */
export async function setJobTypePositions(db: Db, companyId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(jobTypes)
      .set({ position })
      .where(and(eq(jobTypes.companyId, companyId), eq(jobTypes.id, id)));
  }
}

export async function deleteJobType(db: Db, companyId: string, id: string): Promise<void> {
  await db.delete(jobTypes).where(and(eq(jobTypes.companyId, companyId), eq(jobTypes.id, id)));
}

/** Page of a company's job types for the company import, in id order. */
export async function jobTypesAfter(
  db: Db,
  companyId: string,
  after: string | null,
  limit: number,
): Promise<JobTypeRow[]> {
  return db
    .select()
    .from(jobTypes)
    .where(and(eq(jobTypes.companyId, companyId), after ? sql`${jobTypes.id} > ${after}::uuid` : undefined))
    .orderBy(asc(jobTypes.id))
    .limit(limit);
}
