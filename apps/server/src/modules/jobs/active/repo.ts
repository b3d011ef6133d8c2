import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, jobs } from '../../../db/schema.ts';

/**
 * The active jobs of a business account, across its companies: what the plan's active-jobs limit
 * counts, and the ranking (activated_at, id) that says which ones are past it (spec 01 §8).
 */
const activeJob = and(eq(jobs.stage, 'job'), eq(jobs.status, 'active'));
const ofAccount = (businessAccountId: string) =>
  inArray(
    jobs.companyId,
    sql`(select ${companies.id} from ${companies} where ${companies.businessAccountId} = ${businessAccountId})`,
  );

export async function accountOfCompany(db: Db, companyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: companies.businessAccountId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.id;
}

export async function countActiveJobs(db: Db, businessAccountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(activeJob, ofAccount(businessAccountId)));
  return Number(row?.n ?? 0);
}

/**
 * Which of `jobIds` are active jobs ranked past the first `allowed` of the account. The first
 * `allowed` come from the jobs_active_rank index; the ids asked about are few (a page, a month).
 */
export async function rankedPast(
  db: Db,
  businessAccountId: string,
  allowed: number,
  jobIds: string[],
): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const first = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(activeJob, ofAccount(businessAccountId)))
    .orderBy(asc(jobs.activatedAt), asc(jobs.id))
    .limit(allowed);
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(inArray(jobs.id, jobIds), activeJob, ofAccount(businessAccountId), notInArray(jobs.id, first)),
    );
  return rows.map((r) => r.id);
}
