import type { JobActivityPage, JobEmail } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { decodeCursor, encodeCursor } from '../../http/keyset-cursor.ts';
import { activityPage } from '../activity/pages.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { readableJob } from './service.ts';
import * as tabs from './tabs/repo.ts';
import { contractsOfJob } from '../contracts/service.ts';
import { invoicesOfJob } from '../invoices/service.ts';
import { quotesOfJob } from '../quotes/service.ts';
import { questionnairesOfJob } from '../questionnaires/service.ts';

/** The activity and emails tabs of a lead or job (its documents arrive with their features). */
export async function jobActivity(
  deps: AppDeps,
  scope: CompanyScope,
  jobId: string,
  query: { limit: number; cursor?: string },
): Promise<JobActivityPage> {
  const job = await readableJob(deps.db, scope, jobId);
  const before = decodeCursor(query.cursor, 'cursor');
  const rows = await activityPage(
    deps.db,
    { companyId: scope.companyId, subjectType: 'job', subjectId: job.id },
    { limit: query.limit + 1, before },
  );
  const shown = rows.slice(0, query.limit);
  const names = await tabs.userNames(deps.db, [
    ...new Set(shown.flatMap((r) => (r.userId ? [r.userId] : []))),
  ]);
  const last = shown.at(-1);
  return {
    items: shown.map((r) => ({
      id: r.id,
      action: r.action,
      details: r.details,
      userId: r.userId,
      userName: r.userId ? (names.get(r.userId) ?? null) : null,
      at: r.at.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

const statusOf = (m: { deliveredAt: Date | null; bouncedAt: Date | null; failedAt: Date | null }) =>
  m.bouncedAt ? 'bounced' : m.failedAt ? 'failed' : m.deliveredAt ? 'sent' : 'queued';

export async function jobEmails(
  deps: AppDeps,
  scope: CompanyScope,
  jobId: string,
): Promise<{ items: JobEmail[] }> {
  const job = await readableJob(deps.db, scope, jobId);
  const rows = await tabs.listEmails(deps.db, scope.companyId, job.id);
  return {
    items: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      status: statusOf(m),
      createdAt: m.createdAt.toISOString(),
      sentAt: m.deliveredAt?.toISOString() ?? null,
    })),
  };
}

export async function jobDocuments(deps: AppDeps, scope: CompanyScope, jobId: string) {
  await readableJob(deps.db, scope, jobId);
  const [quotes, invoices, contracts, questionnaires] = await Promise.all([
    quotesOfJob(deps.db, scope.companyId, jobId),
    invoicesOfJob(deps.db, scope.companyId, jobId),
    contractsOfJob(deps.db, scope.companyId, jobId),
    questionnairesOfJob(deps.db, scope.companyId, jobId),
  ]);
  return { quotes, invoices, contracts, questionnaires };
}
