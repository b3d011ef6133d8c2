import { LEAD_STAGES_MAX, type LeadStage, type LeadStageKind } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { ListText } from '../messages.ts';
import { orderedList } from '../ordered/service.ts';
import { assertPipeline } from '../rules.ts';
import * as repo from './repo.ts';

const pipeline = orderedList({
  repo: repo.list,
  subject: ListText.leadStage,
  max: LEAD_STAGES_MAX,
  plural: 'pipeline stages',
  taken: (name) => ListText.stageTaken(name),
});

const toLeadStage = (row: repo.LeadStageWithCount): LeadStage => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  position: row.position,
  leadCount: row.leadCount,
});

export const listLeadStages = async (db: Db, companyId: string) =>
  (await repo.listLeadStages(db, companyId)).map(toLeadStage);

export function createLeadStage(db: Db, companyId: string, body: { name: string; kind: LeadStageKind }) {
  return pipeline.edit(db, companyId, async (tx) => {
    await pipeline.assertRoom(tx, companyId);
    if (body.kind === 'won' && (await repo.listLeadStages(tx, companyId)).some((s) => s.kind === 'won')) {
      throw new AppError('Conflict', ListText.pipelineTitle, ListText.needsOneWon);
    }
    await pipeline.assertNameFree(tx, companyId, body.name);
    const position = await repo.list.nextPosition(tx, companyId);
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
  return pipeline.edit(db, companyId, async (tx) => {
    const stages = await repo.listLeadStages(tx, companyId);
    if (!stages.some((s) => s.id === id)) throw notFound(ListText.leadStage);
    if (body.kind !== undefined) {
      assertPipeline(stages.map((s) => (s.id === id ? body.kind! : s.kind)));
    }
    if (body.name !== undefined) await pipeline.assertNameFree(tx, companyId, body.name, id);
    await repo.list.update(tx, companyId, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.kind !== undefined && { kind: body.kind }),
    });
    return toLeadStage(repo.withCount(await pipeline.existing(tx, companyId, id)));
  });
}

export const reorderLeadStages = (db: Db, companyId: string, ids: string[]) =>
  pipeline.reorder(db, companyId, ids, (tx) => listLeadStages(tx, companyId));

const moveToProblem = (message: string) =>
  new AppError('ValidationFailed', ListText.moveToTitle, message, { data: { fields: { moveTo: message } } });

/** Deletes a stage; its leads move to `moveTo` (required when it has any) in the same transaction. */
export function deleteLeadStage(db: Db, companyId: string, id: string, moveTo: string | undefined) {
  return pipeline.edit(db, companyId, async (tx) => {
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
