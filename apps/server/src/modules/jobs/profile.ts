import type { JobAction, JobProfile } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { upgradeBannerData } from '../account-billing/plans/limits.ts';
import { atActiveJobsLimit } from './activation.ts';
import type { JobRow } from './repo.ts';
import { readableJob } from './service.ts';
import { tabCounts } from './tabs/repo.ts';
import { jobView } from './view.ts';
import { countJobInvoices } from '../invoices/service.ts';
import { countJobQuotes } from '../quotes/service.ts';

/** What the profile offers for the record's stage and status (the client draws only these). */
function actionsFor(row: JobRow): JobAction[] {
  if (row.status === 'archived') return ['REACTIVATE', 'MOVE_COMPANY'];
  if (row.status === 'completed') return ['REACTIVATE', 'ARCHIVE', 'MOVE_COMPANY'];
  if (row.stage === 'lead') return ['EDIT', 'MOVE_STAGE', 'MARK_LOST', 'CONVERT', 'ARCHIVE', 'MOVE_COMPANY'];
  return ['EDIT', 'COMPLETE', 'ARCHIVE', 'MOVE_COMPANY'];
}

/** Whether this record's way to become an active job would be counted against the limit. */
const wouldActivate = (row: JobRow) =>
  (row.stage === 'lead' && row.status === 'active') || (row.stage === 'job' && row.status !== 'active');

/**
 * The shared profile of a lead or job (spec 01 §2.1). The upgrade banner (spec 01 §3) shows when the
 * account is at its active-jobs limit and this record's next step would make one more active job:
 * a lead's conversion, a completed or archived job's reactivation. An active job's profile has none:
 * nothing there is refused by the limit.
 */
export async function jobProfile(deps: AppDeps, scope: CompanyScope, id: string): Promise<JobProfile> {
  const row = await readableJob(deps.db, scope, id);
  const [job, counts, limit, quotes, invoices] = await Promise.all([
    jobView(deps.db, row),
    tabCounts(deps.db, scope.companyId, row.id),
    wouldActivate(row) ? atActiveJobsLimit(deps.db, scope.businessAccountId) : undefined,
    countJobQuotes(deps.db, scope.companyId, row.id),
    countJobInvoices(deps.db, scope.companyId, row.id),
  ]);
  return {
    job,
    upgradeBanner: limit?.atLimit ? upgradeBannerData(limit.tier, 'ACTIVE_JOBS') : null,
    actions: actionsFor(row),
    counts: { ...counts, documents: quotes + invoices },
  };
}
