import { LEAD_STAGES_MAX, type LeadStage, type LeadStageKind } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { ListText } from '../messages.ts';
import { assertPipeline, assertRoom, assertSameIds, nameTaken } from '../rules.ts';
import * as repo from './repo.ts';

const toLeadStage = (row: repo.LeadStageWithCount): LeadStage => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  position: row.position,
  leadCount: row.leadCount,
});

export const listLeadStages = async (db: Db, companyId: string) =>
  (await repo.listLeadStages(db, companyId)).map(toLeadStage);

async function assertNameFree(db: Db, companyId: string, name: string, exceptId?: string) {
  if (await repo.leadStageNamed(db, companyId, name, exceptId)) throw nameTaken(ListText.stageTaken(name));
}

async function existing(db: Db, companyId: string, id: string) {
  const row = await repo.findLeadStage(db, companyId, id);
  if (!row) throw notFound(ListText.leadStage);
  return row;
}

export function createLeadStage(db: Db, companyId: string, body: { name: string; kind: LeadStageKind }) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    const stages = await repo.listLeadStages(tx, companyId);
    assertRoom(stages.length, LEAD_STAGES_MAX, 'pipeline stages');
    if (body.kind === 'won' && stages.some((s) => s.kind === 'won')) {
      throw new AppError('Conflict', ListText.pipelineTitle, ListText.needsOneWon);
    }
    await assertNameFree(tx, companyId, body.name);
    const position = stages.reduce((max, s) => Math.max(max, s.position), -1) + 1;
    const [row] = await repo.insertLeadStages(tx, companyId, [{ ...body, position }]);
    return toLeadStage({ ...row!, leadCount: 0 });
  });
}

export function updateLeadStage(
  db: Db,
  companyId: string,
  id: string,
  body: { name?: string | undefined; kind?: LeadStageKind | undefined },
) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    const stages = await repo.listLeadStages(tx, companyId);
    if (!stages.some((s) => s.id === id)) throw notFound(ListText.leadStage);
    if (body.kind !== undefined) {
      assertPipeline(stages.map((s) => (s.id === id ? body.kind! : s.kind)));
    }
    if (body.name !== undefined) await assertNameFree(tx, companyId, body.name, id);
    await repo.updateLeadStage(tx, companyId, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.kind !== undefined && { kind: body.kind }),
    });
    return toLeadStage(await existing(tx, companyId, id));
  });
}

export function reorderLeadStages(db: Db, companyId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    assertSameIds(
      ids,
      (await repo.listLeadStages(tx, companyId)).map((s) => s.id),
    );
    await repo.setLeadStagePositions(tx, companyId, ids);
    return listLeadStages(tx, companyId);
  });
}

const moveToProblem = (message: string) =>
  new AppError('ValidationFailed', ListText.moveToTitle, message, { data: { fields: { moveTo: message } } });

/** Deletes a stage; its leads move to `moveTo` (required when it has any) in the same transaction. */
export function deleteLeadStage(db: Db, companyId: string, id: string, moveTo: string | undefined) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    const stages = await repo.listLeadStages(tx, companyId);
    const stage = stages.find((s) => s.id === id);
    if (!stage) throw notFound(ListText.leadStage);
    assertPipeline(stages.filter((s) => s.id !== id).map((s) => s.kind));
    if (moveTo === id) throw moveToProblem(ListText.moveToSelf);
    if (moveTo !== undefined && !stages.some((s) => s.id === moveTo)) {
      throw moveToProblem(ListText.moveToUnknown);
    }
    if (stage.leadCount > 0 && moveTo === undefined) {
      throw moveToProblem(ListText.moveToRequired(stage.leadCount));
    }
    await repo.deleteLeadStage(tx, companyId, id, moveTo ?? null);
  });
}
