import type { Db } from '../../db/client.ts';
import { limitedJobError, limitOf, planTierOf } from '../plans/limits.ts';
import { accountOfCompany, rankedPast } from './active/repo.ts';

/**
 * Limited jobs (spec 01 §8): when a plan shrinks below the account's active jobs, the active jobs
 * ranked past the limit by (activated_at, id), across the account's companies, are limited: they
 * cannot be viewed or edited until the plan grows or older ones are completed or archived. The
 * calendar flags their sessions with these too.
 */
export async function limitedJobIdsAmong(db: Db, companyId: string, jobIds: string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const account = await accountOfCompany(db, companyId);
  if (!account) return new Set();
  const max = limitOf(await planTierOf(db, account), 'ACTIVE_JOBS');
  if (max === null) return new Set();
  return new Set(await rankedPast(db, account, max, [...new Set(jobIds)]));
}

export async function isJobLimited(db: Db, companyId: string, jobId: string): Promise<boolean> {
  return (await limitedJobIdsAmong(db, companyId, [jobId])).has(jobId);
}

/** Refuses a limited job with LimitedJob and the upgrade data (its profile, its tabs, every edit). */
export async function assertNotLimited(
  db: Db,
  businessAccountId: string,
  job: { id: string; companyId: string },
) {
  if (await isJobLimited(db, job.companyId, job.id))
    throw limitedJobError(await planTierOf(db, businessAccountId));
}
