import { createJobRequestSchema, updateJobRequestSchema } from '@focal/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordActivity } from '../activity/record.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { addNewJobSessions, type SessionValues, sessionValuesFor } from '../calendar/sessions.ts';
import { checkCustomFieldValues } from '../studio-lists/custom-fields/values.ts';
import { accountOfCompany } from './active/repo.ts';
import { assertRoomForActiveJob } from './activation.ts';
import { companyJob } from './find.ts';
import { assertJobEditable } from './guards.ts';
import { assertNotLimited } from './limited.ts';
import { JobText } from './messages.ts';
import * as repo from './repo.ts';
import { jobView } from './view.ts';

/**
 * Leads and jobs: create, load, edit and convert. Every write runs in one transaction with its
 * activity row; what makes a job active takes the account's lock first.
 */
type CreateBody = z.output<typeof createJobRequestSchema>;
type UpdateBody = z.output<typeof updateJobRequestSchema>;
const invalid = (field: string, message: string) =>
  new AppError('ValidationFailed', JobText.invalidTitle, message, { data: { fields: { [field]: message } } });
export const conflict = (message: string) => new AppError('Conflict', JobText.wrongStateTitle, message);

/** A record of the company that may be read (a limited job answers LimitedJob). */
export async function readableJob(db: Db, scope: CompanyScope, id: string, lock = false) {
  const row = await companyJob(db, scope.companyId, id, lock);
  await assertNotLimited(db, scope.businessAccountId, row);
  return row;
}

/** A record that may be changed: readable, then not archived (705) nor a completed job (706). */
export async function editableJob(tx: Db, scope: CompanyScope, id: string) {
  const row = await readableJob(tx, scope, id, true);
  assertJobEditable(row);
  return row;
}

/** editableJob for a request no member makes (a client in their portal): the company's plan limits still hold. */
export async function editableJobOfCompany(tx: Db, companyId: string, id: string) {
  const row = await companyJob(tx, companyId, id, true);
  const account = await accountOfCompany(tx, companyId);
  await assertNotLimited(tx, account!, row);
  assertJobEditable(row);
  return row;
}

/** The clients, job type and pipeline stage a body names must be the company's. */
async function checkReferences(
  db: Db,
  companyId: string,
  refs: { clientIds?: string[]; jobTypeId?: string | null; leadStageId?: string },
) {
  if (refs.clientIds && (await repo.countClients(db, companyId, refs.clientIds)) !== refs.clientIds.length)
    throw invalid('clientIds', JobText.clientMissing);
  if (refs.jobTypeId && !(await repo.findJobType(db, companyId, refs.jobTypeId)))
    throw invalid('jobTypeId', JobText.jobTypeMissing);
  if (refs.leadStageId) {
    const stage = (await repo.leadStagesOf(db, companyId)).find((s) => s.id === refs.leadStageId);
    if (!stage) throw invalid('leadStageId', JobText.stageMissing);
    if (stage.kind !== 'open') throw invalid('leadStageId', JobText.stageKindOpen);
  }
}

export async function createJob(deps: AppDeps, scope: CompanyScope, body: CreateBody) {
  const sessions = await sessionValuesFor(deps.db, scope.companyId, body.sessions ?? []);
  const row = await deps.db.transaction(async (tx) => {
    await checkReferences(tx, scope.companyId, body);
    const customFields = await checkCustomFieldValues(tx, scope.companyId, 'job', body.customFields ?? {});
    const isJob = body.stage === 'job';
    if (isJob) await assertRoomForActiveJob(tx, scope.businessAccountId);
    // A new lead enters the pipeline at its first open stage unless the form named one.
    const firstOpen = (await repo.leadStagesOf(tx, scope.companyId)).find((s) => s.kind === 'open');
    const now = new Date();
    return addJob(
      tx,
      {
        companyId: scope.companyId,
        stage: body.stage,
        status: 'active',
        leadStageId: isJob ? null : (body.leadStageId ?? firstOpen?.id ?? null),
        jobTypeId: body.jobTypeId ?? null,
        name: body.name,
        mainDate: body.mainDate ?? null,
        valueCents: body.valueCents ?? null,
        notes: body.notes ?? '',
        customFields,
        activatedAt: isJob ? now : null,
      },
      { clientIds: body.clientIds, sessions },
      { userId: scope.userId, details: { stage: body.stage, sessions: sessions.length } },
    );
  });
  return jobView(deps.db, row);
}

/**
 * Writes a new lead or job with its clients and sessions, and its 'created' activity, in the
 * caller's transaction (createJob; the demo seed). The caller has checked what it names.
 */
export async function addJob(
  tx: Db,
  values: repo.NewJobRow,
  links: { clientIds: string[]; sessions: SessionValues[] },
  activity: { userId: string | null; details?: Record<string, unknown> },
) {
  const created = await repo.insertJob(tx, values);
  await repo.setJobClients(tx, values.companyId, created.id, links.clientIds);
  await addNewJobSessions(tx, { companyId: values.companyId, jobId: created.id }, links.sessions);
  await recordActivity(tx, {
    companyId: values.companyId,
    subjectType: 'job',
    subjectId: created.id,
    action: 'created',
    ...activity,
  });
  return created;
}

/** Saves the fields sent, if the record is as the client loaded it (`updatedAt`). */
export async function updateJob(deps: AppDeps, scope: CompanyScope, id: string, body: UpdateBody) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await editableJob(tx, scope, id);
    if (current.updatedAt.toISOString() !== new Date(body.updatedAt).toISOString())
      throw new AppError('StaleVersion', JobText.staleTitle, JobText.stale);
    const { updatedAt: _version, clientIds, ...fields } = body;
    await checkReferences(tx, scope.companyId, { clientIds, jobTypeId: fields.jobTypeId });
    if (clientIds) await repo.setJobClients(tx, scope.companyId, id, clientIds);
    // Custom fields merge into what is stored: a value sent '' clears that one field.
    const customFields = fields.customFields
      ? await checkCustomFieldValues(tx, scope.companyId, 'job', fields.customFields, current.customFields)
      : undefined;
    const updated = await repo.updateJobRow(tx, scope.companyId, id, {
      ...fields,
      ...(customFields ? { customFields } : {}),
    });
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'job',
      subjectId: id,
      userId: scope.userId,
      action: 'updated',
      details: { fields: Object.keys(body).filter((k) => k !== 'updatedAt') },
    });
    return updated;
  });
  return jobView(deps.db, row);
}

export async function saveNotes(deps: AppDeps, scope: CompanyScope, id: string, notes: string) {
  const row = await deps.db.transaction(async (tx) => {
    await editableJob(tx, scope, id);
    const updated = await repo.updateJobRow(tx, scope.companyId, id, { notes });
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'job',
      subjectId: id,
      userId: scope.userId,
      action: 'notes_saved',
    });
    return updated;
  });
  return jobView(deps.db, row);
}

export type ConversionReason = 'manual' | 'contract_signed' | 'payment_made' | 'quote_accepted';

/**
 * Converts a lead to an active job (the rule: the first contract signed, the first payment made or
 * the client's acceptance of a quote in the portal converts it, or the user does by hand): the pipeline stage becomes the won one, and the plan's
 * active-jobs limit applies (AccessLimitation). A contract or payment on a record already a job
 * changes nothing; by hand, it is a Conflict. The contracts and payments features call this.
 */
export async function convertLeadToJob(
  db: Db,
  options: { companyId: string; jobId: string; userId: string | null; reason: ConversionReason },
) {
  const { companyId, jobId, userId, reason } = options;
  return db.transaction(async (tx) => {
    const row = await companyJob(tx, companyId, jobId, true);
    if (row.stage === 'job') {
      if (reason === 'manual') throw conflict(JobText.notALead);
      return row;
    }
    assertJobEditable(row);
    const account = await accountOfCompany(tx, companyId);
    await assertRoomForActiveJob(tx, account!);
    const won = (await repo.leadStagesOf(tx, companyId)).find((s) => s.kind === 'won');
    const now = new Date();
    const converted = await repo.updateJobRow(tx, companyId, jobId, {
      stage: 'job',
      status: 'active',
      leadStageId: won?.id ?? row.leadStageId,
      lostReason: null,
      convertedAt: now,
      activatedAt: now,
    });
    await recordActivity(tx, {
      companyId,
      subjectType: 'job',
      subjectId: jobId,
      userId,
      action: 'converted',
      details: { reason },
    });
    return converted;
  });
}

/** The company's jobs, not its leads (the support chat's company data). */
export const countJobs = (db: Db, companyId: string) => repo.countJobs(db, companyId);
