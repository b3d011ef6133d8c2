import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordActivity } from '../activity/record.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { assertRoomForActiveJob } from './activation.ts';
import { JobText } from './messages.ts';
import * as repo from './repo.ts';
import { conflict, convertLeadToJob, editableJob, readableJob } from './service.ts';
import { jobView } from './view.ts';

/**
 * The moves of a lead through the pipeline and of a job through its statuses, each recorded on the
 * record's activity in its transaction.
 */
type Change = { action: string; details?: Record<string, unknown>; patch: Partial<repo.NewJobRow> };

async function change(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  decide: (tx: Db, row: repo.JobRow) => Promise<Change>,
  load: (tx: Db, scope: CompanyScope, id: string) => Promise<repo.JobRow> = editableJob,
) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await load(tx, scope, id);
    const { action, details, patch } = await decide(tx, current);
    const updated = await repo.updateJobRow(tx, scope.companyId, id, patch);
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'job',
      subjectId: id,
      userId: scope.userId,
      action,
      details: details ?? {},
    });
    return updated;
  });
  return jobView(deps.db, row);
}

const stageInvalid = (message: string) =>
  new AppError('ValidationFailed', JobText.invalidTitle, message, {
    data: { fields: { leadStageId: message } },
  });

/** A lead to an open stage; the won stage is reached by converting and a lost one with a reason. */
export function moveLeadStage(deps: AppDeps, scope: CompanyScope, id: string, leadStageId: string) {
  return change(deps, scope, id, async (tx, row) => {
    if (row.stage !== 'lead') throw conflict(JobText.notALead);
    const stage = (await repo.leadStagesOf(tx, scope.companyId)).find((s) => s.id === leadStageId);
    if (!stage) throw stageInvalid(JobText.stageMissing);
    if (stage.kind !== 'open') throw stageInvalid(JobText.stageKindOpen);
    return {
      action: 'stage_changed',
      details: { from: row.leadStageId, to: stage.id, stageName: stage.name },
      patch: { leadStageId: stage.id, lostReason: null },
    };
  });
}

export function markLeadLost(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  body: { reason: string; leadStageId?: string },
) {
  return change(deps, scope, id, async (tx, row) => {
    if (row.stage !== 'lead') throw conflict(JobText.notALead);
    const stages = await repo.leadStagesOf(tx, scope.companyId);
    const stage = body.leadStageId
      ? stages.find((s) => s.id === body.leadStageId)
      : stages.find((s) => s.kind === 'lost');
    if (body.leadStageId && !stage) throw stageInvalid(JobText.stageMissing);
    if (!stage) throw conflict(JobText.noLostStage);
    if (stage.kind !== 'lost') throw stageInvalid(JobText.stageKindLost);
    return {
      action: 'lost',
      details: { reason: body.reason, stageName: stage.name },
      patch: { leadStageId: stage.id, lostReason: body.reason },
    };
  });
}

export async function convertLead(deps: AppDeps, scope: CompanyScope, id: string) {
  await readableJob(deps.db, scope, id);
  const row = await convertLeadToJob(deps.db, {
    companyId: scope.companyId,
    jobId: id,
    userId: scope.userId,
    reason: 'manual',
  });
  return jobView(deps.db, row);
}

export function completeJob(deps: AppDeps, scope: CompanyScope, id: string) {
  return change(deps, scope, id, async (_tx, row) => {
    if (row.stage !== 'job') throw conflict(JobText.notAJob);
    return { action: 'completed', patch: { status: 'completed', completedAt: new Date() } };
  });
}

/** Archives a lead or job; a completed job may be archived too (it is put away, not changed). */
export function archiveJob(deps: AppDeps, scope: CompanyScope, id: string) {
  const archivable = async (tx: Db, s: CompanyScope, jobId: string) => {
    const row = await readableJob(tx, s, jobId, true);
    if (row.status === 'archived') return editableJob(tx, s, jobId); // 705, as every edit of it
    return row;
  };
  return change(
    deps,
    scope,
    id,
    async (_tx, row) => ({
      action: 'archived',
      details: { from: row.status },
      patch: { status: 'archived', archivedAt: new Date() },
    }),
    archivable,
  );
}

/**
 * Archived or completed back to active. A job becoming active again counts against the plan's
 * active-jobs limit (AccessLimitation) and ranks as newly activated; a lead does not count.
 */
export function reactivateJob(deps: AppDeps, scope: CompanyScope, id: string) {
  const load = (tx: Db, s: CompanyScope, jobId: string) => readableJob(tx, s, jobId, true);
  return change(
    deps,
    scope,
    id,
    async (tx, row) => {
      if (row.status === 'active') throw conflict(JobText.notReactivatable);
      if (row.stage === 'job') await assertRoomForActiveJob(tx, scope.businessAccountId);
      return {
        action: 'reactivated',
        details: { from: row.status },
        patch: {
          status: 'active',
          archivedAt: null,
          completedAt: null,
          ...(row.stage === 'job' ? { activatedAt: new Date() } : {}),
        },
      };
    },
    load,
  );
}
