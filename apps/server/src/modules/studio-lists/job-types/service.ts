import { JOB_TYPES_MAX, type JobType } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { ListText } from '../messages.ts';
import { assertRoom, assertSameIds, nameTaken } from '../rules.ts';
import * as repo from './repo.ts';

const toJobType = (row: repo.JobTypeWithCount): JobType => ({
  id: row.id,
  name: row.name,
  colour: row.colour,
  position: row.position,
  archived: row.archivedAt !== null,
  jobCount: row.jobCount,
});

export const listJobTypes = async (db: Db, companyId: string) =>
  (await repo.listJobTypes(db, companyId)).map(toJobType);

async function assertNameFree(db: Db, companyId: string, name: string, exceptId?: string) {
  const other = await repo.jobTypeNamed(db, companyId, name, exceptId);
  if (!other) return;
  throw nameTaken(other.archivedAt ? ListText.jobTypeTakenArchived(name) : ListText.jobTypeTaken(name));
}

async function existing(db: Db, companyId: string, id: string) {
  const row = await repo.findJobType(db, companyId, id);
  if (!row) throw notFound(ListText.jobType);
  return row;
}

export function createJobType(db: Db, companyId: string, body: { name: string; colour: string }) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    assertRoom(await repo.countJobTypes(tx, companyId), JOB_TYPES_MAX, 'job types');
    await assertNameFree(tx, companyId, body.name);
    const position = await repo.nextJobTypePosition(tx, companyId);
    const [row] = await repo.insertJobTypes(tx, companyId, [{ ...body, position }]);
    return toJobType({ ...row!, jobCount: 0 });
  });
}

export function updateJobType(
  db: Db,
  companyId: string,
  id: string,
  body: { name?: string | undefined; colour?: string | undefined; archived?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    const row = await existing(tx, companyId, id);
    if (body.name !== undefined) await assertNameFree(tx, companyId, body.name, id);
    const archivedAt =
      body.archived === undefined ? undefined : body.archived ? (row.archivedAt ?? new Date()) : null;
    await repo.updateJobType(tx, companyId, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.colour !== undefined && { colour: body.colour }),
      ...(archivedAt !== undefined && { archivedAt }),
    });
    return toJobType(await existing(tx, companyId, id));
  });
}

export function reorderJobTypes(db: Db, companyId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    assertSameIds(ids, await repo.jobTypeIds(tx, companyId));
    await repo.setJobTypePositions(tx, companyId, ids);
    return listJobTypes(tx, companyId);
  });
}

/**
 * A type no lead or job uses is deleted; one in use is archived (decision record, part L): its
 * records keep their type, colour and history, and new records are not offered it.
 */
export function deleteJobType(db: Db, companyId: string, id: string) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    const row = await existing(tx, companyId, id);
    if (row.jobCount === 0) {
      await repo.deleteJobType(tx, companyId, id);
      return { archived: false };
    }
    if (!row.archivedAt) await repo.updateJobType(tx, companyId, id, { archivedAt: new Date() });
    return { archived: true };
  });
}
