import type {
  JobSession,
  MoveEntryRequest,
  SessionFields,
  updateSessionRequestSchema,
} from '@focal/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordActivity } from '../activity/record.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { companyJob } from '../jobs/find.ts';
import { assertJobEditable } from '../jobs/guards.ts';
import { isJobLimited } from '../jobs/limited.ts';
import { eventAccessLimitedError, limitedJobError, planTierOf } from '../account-billing/plans/limits.ts';
import { assertWholeDays, staleEntry } from './checks.ts';
import { calendarEntry } from './range.ts';
import { rangeEntries } from './range/repo.ts';
import * as repo from './repo.ts';

/**
 * Sessions of a lead or job: the profile's sessions tab and the calendar's drags. A write needs the
 * job to be the company's (404 otherwise), editable (705 archived, 706 completed: spec 01 §4.9) and
 * within the plan's active-jobs limit (AccessLimitation 'Upgrade to view or edit this event due to
 * active jobs limit.': spec 01 §8). Each write is recorded on the job's activity.
 */
const NOT_FOUND = 'That session';

/**
 * Locked like the jobs module's own edits (archive, complete), so a session is not added to a job
 * that is being archived or completed at the same moment.
 */
async function writableJob(tx: Db, scope: CompanyScope, jobId: string) {
  const job = await companyJob(tx, scope.companyId, jobId, true);
  assertJobEditable(job);
  if (await isJobLimited(tx, scope.companyId, job.id))
    throw eventAccessLimitedError(await planTierOf(tx, scope.businessAccountId));
  return job;
}

const toValues = (input: SessionFields): repo.SessionValues => ({
  ...input,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

/** The session as the API shows it; `doubleBooked` from the range query's rule. */
async function present(db: Db, companyId: string, rows: repo.SessionRow[]): Promise<JobSession[]> {
  if (rows.length === 0) return [];
  const flags = new Map(
    (await rangeEntries(db, { companyId, from: new Date(0), to: new Date(0), jobId: rows[0]!.jobId })).map(
      (e) => [e.id, e.doubleBooked],
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    jobId: r.jobId,
    name: r.name,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    allDay: r.allDay,
    location: r.location,
    address: r.address,
    notes: r.notes,
    doubleBooked: flags.get(r.id) ?? false,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listJobSessions(deps: AppDeps, scope: CompanyScope, jobId: string) {
  const job = await companyJob(deps.db, scope.companyId, jobId);
  if (await isJobLimited(deps.db, scope.companyId, job.id))
    throw limitedJobError(await planTierOf(deps.db, scope.businessAccountId));
  return present(deps.db, scope.companyId, await repo.listSessions(deps.db, scope.companyId, job.id));
}

/** Checks sessions sent with a new lead or job: whole days where all-day. */
export async function sessionValuesFor(db: Db, companyId: string, inputs: SessionFields[]) {
  const timeZone = await repo.companyTimeZone(db, companyId);
  const values = inputs.map(toValues);
  for (const v of values) assertWholeDays(v, timeZone);
  return values;
}

/** A session's values as sessionValuesFor answers them. */
export type SessionValues = repo.SessionValues;

/** Adds a new lead's or job's sessions (checked by sessionValuesFor) in the transaction creating it. */
export const addNewJobSessions = (
  tx: Db,
  job: { companyId: string; jobId: string },
  values: SessionValues[],
) => repo.insertSessions(tx, job, values);

export async function createJobSession(
  deps: AppDeps,
  scope: CompanyScope,
  jobId: string,
  input: SessionFields,
) {
  const [values] = await sessionValuesFor(deps.db, scope.companyId, [input]);
  const row = await deps.db.transaction(async (tx) => {
    const job = await writableJob(tx, scope, jobId);
    const [created] = await repo.insertSessions(tx, { companyId: scope.companyId, jobId: job.id }, [values!]);
    await activity(tx, scope, job.id, 'session_added', created!);
    return created!;
  });
  return (await present(deps.db, scope.companyId, [row]))[0]!;
}

async function sessionOf(db: Db, scope: CompanyScope, jobId: string, sessionId: string) {
  const session = await repo.findSession(db, scope.companyId, jobId, sessionId);
  if (!session) throw notFound(NOT_FOUND);
  return session;
}

export async function updateJobSession(
  deps: AppDeps,
  scope: CompanyScope,
  ids: { jobId: string; sessionId: string },
  input: z.output<typeof updateSessionRequestSchema>,
) {
  const { updatedAt, ...fields } = input;
  const [values] = await sessionValuesFor(deps.db, scope.companyId, [fields]);
  const row = await deps.db.transaction(async (tx) => {
    const job = await writableJob(tx, scope, ids.jobId);
    const session = await sessionOf(tx, scope, job.id, ids.sessionId);
    const updated = await repo.updateSession(
      tx,
      session,
      values!,
      updatedAt ? new Date(updatedAt) : undefined,
    );
    if (!updated) throw staleEntry();
    await activity(tx, scope, job.id, 'session_updated', updated);
    return updated;
  });
  return (await present(deps.db, scope.companyId, [row]))[0]!;
}

/** A calendar drag: new start and end, the rest kept. An all-day session stays whole days. */
export async function moveJobSession(
  deps: AppDeps,
  scope: CompanyScope,
  ids: { jobId: string; sessionId: string },
  input: MoveEntryRequest,
) {
  const timeZone = await repo.companyTimeZone(deps.db, scope.companyId);
  const moved = { startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
  await deps.db.transaction(async (tx) => {
    const job = await writableJob(tx, scope, ids.jobId);
    const session = await sessionOf(tx, scope, job.id, ids.sessionId);
    assertWholeDays({ allDay: session.allDay, ...moved }, timeZone);
    const updated = await repo.updateSession(tx, session, moved);
    await activity(tx, scope, job.id, 'session_moved', updated!);
  });
  return calendarEntry(deps.db, scope, { source: 'session', id: ids.sessionId });
}

export async function deleteJobSession(
  deps: AppDeps,
  scope: CompanyScope,
  ids: { jobId: string; sessionId: string },
) {
  await deps.db.transaction(async (tx) => {
    const job = await writableJob(tx, scope, ids.jobId);
    const session = await sessionOf(tx, scope, job.id, ids.sessionId);
    await repo.deleteSession(tx, session);
    await activity(tx, scope, job.id, 'session_deleted', session);
  });
}

const activity = (db: Db, scope: CompanyScope, jobId: string, action: string, s: repo.SessionRow) =>
  recordActivity(db, {
    companyId: scope.companyId,
    subjectType: 'job',
    subjectId: jobId,
    userId: scope.userId,
    action,
    details: {
      sessionId: s.id,
      name: s.name,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
    },
  });

/**
 * Where the record happens, from a client's submitted questionnaire: the place of its first session
 * (the earliest), in the submit's transaction. A record without sessions has nowhere to hold it:
 * answers false.
 */
export async function placeFirstSession(
  tx: Db,
  companyId: string,
  jobId: string,
  place: { location: string; address?: repo.SessionValues['address'] },
): Promise<boolean> {
  const [first] = await repo.listSessions(tx, companyId, jobId);
  if (!first) return false;
  await repo.updateSession(tx, first, { location: place.location, ...(place.address ? { address: place.address } : {}) });
  return true;
}
