import { JOB_TYPES_MAX, type JobType } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { ListText } from '../messages.ts';
import { archivedAtFor, orderedList } from '../ordered/service.ts';
import * as repo from './repo.ts';

const types = orderedList({
  repo: repo.list,
  subject: ListText.jobType,
  max: JOB_TYPES_MAX,
  plural: 'job types',
  taken: (name, other) =>
    other.archivedAt ? ListText.jobTypeTakenArchived(name) : ListText.jobTypeTaken(name),
});

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

const existing = async (tx: Db, companyId: string, id: string) =>
  repo.withCount(await types.existing(tx, companyId, id));

export function createJobType(db: Db, companyId: string, body: { name: string; colour: string }) {
  return types.edit(db, companyId, async (tx) => {
    await types.assertRoom(tx, companyId);
    await types.assertNameFree(tx, companyId, body.name);
    const position = await repo.list.nextPosition(tx, companyId);
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
  return types.edit(db, companyId, async (tx) => {
    const row = await existing(tx, companyId, id);
    if (body.name !== undefined) await types.assertNameFree(tx, companyId, body.name, id);
    const archivedAt = archivedAtFor(row, body.archived);
    await repo.list.update(tx, companyId, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.colour !== undefined && { colour: body.colour }),
      ...(archivedAt !== undefined && { archivedAt }),
    });
    return toJobType(await existing(tx, companyId, id));
  });
}

export const reorderJobTypes = (db: Db, companyId: string, ids: string[]) =>
  types.reorder(db, companyId, ids, (tx) => listJobTypes(tx, companyId));

/**
 * A type no lead or job uses is deleted; one in use is archived: its records keep their type,
 * colour and history, and new records are not offered it.
 */
export const deleteJobType = (db: Db, companyId: string, id: string) =>
  types.deleteOrArchive(db, companyId, id);
