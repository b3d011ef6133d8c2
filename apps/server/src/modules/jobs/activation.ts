import type { Db } from '../../db/client.ts';
import {
  assertCanActivateJob,
  limitOf,
  lockBusinessAccount,
  planTierOf,
} from '../account-billing/plans/limits.ts';
import { countActiveJobs } from './active/repo.ts';

/**
 * Room for one more active job (a job created, a lead converted, a job reactivated), inside the
 * transaction that makes it active: the account's row lock serialises every activation of the
 * account, so parallel ones at the limit cannot both pass; the count spans its companies.
 */
export async function assertRoomForActiveJob(tx: Db, businessAccountId: string): Promise<void> {
  await lockBusinessAccount(tx, businessAccountId);
  const tier = await planTierOf(tx, businessAccountId);
  assertCanActivateJob({ tier, activeJobs: await countActiveJobs(tx, businessAccountId) });
}

/** Whether one more active job would be refused now (the profile's upgrade banner). */
export async function atActiveJobsLimit(db: Db, businessAccountId: string) {
  const tier = await planTierOf(db, businessAccountId);
  const max = limitOf(tier, 'ACTIVE_JOBS');
  const atLimit = max !== null && (await countActiveJobs(db, businessAccountId)) >= max;
  return { tier, atLimit };
}
