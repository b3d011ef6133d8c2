import type { Db } from '../../db/client.ts';
import { limitedJobError, limitOf, planTierOf } from '../account-billing/plans/limits.ts';
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
  return (await limitedOf(db, account, [...new Set(jobIds)])).ids;
}

export async function isJobLimited(db: Db, companyId: string, jobId: string): Promise<boolean> {
  return (await limitedJobIdsAmong(db, companyId, [jobId])).has(jobId);
}

/** Which of the account's `jobIds` are past the limit now, and the tier whose limit it is. */
async function limitedOf(db: Db, businessAccountId: string, jobIds: string[]) {
  const tier = await planTierOf(db, businessAccountId);
  const max = limitOf(tier, 'ACTIVE_JOBS');
  const ids = max === null ? [] : await rankedPast(db, businessAccountId, max, jobIds);
  return { tier, ids: new Set(ids) };
}

/**
 * Refuses a limited job with LimitedJob and the upgrade data (its profile, its tabs, every edit).
 * Only an active job can be past the limit, so a lead's or a closed job's read costs no query.
 */
export async function assertNotLimited(
  db: Db,
  businessAccountId: string,
  job: { id: string; stage: 'lead' | 'job'; status: 'active' | 'completed' | 'archived' },
) {
  if (job.stage !== 'job' || job.status !== 'active') return;
  const { tier, ids } = await limitedOf(db, businessAccountId, [job.id]);
  if (ids.has(job.id)) throw limitedJobError(tier);
}
