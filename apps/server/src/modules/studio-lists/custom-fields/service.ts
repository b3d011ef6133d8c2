import {
  CUSTOM_FIELDS_MAX,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldType,
} from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { ListText } from '../messages.ts';
import { orderedList } from '../ordered/service.ts';
import * as repo from './repo.ts';

const fields = orderedList({
  repo: repo.list,
  subject: ListText.customField,
  max: CUSTOM_FIELDS_MAX,
  plural: 'custom fields here',
  taken: (label) => ListText.labelTaken(label),
  nameField: 'label',
});

const toCustomField = (row: repo.CustomFieldRow): CustomField => ({
  id: row.id,
  entity: row.entity,
  label: row.label,
  type: row.type,
  options: row.type === 'select' ? row.options : [],
  position: row.position,
});

export const listCustomFields = async (db: Db, companyId: string, entity?: CustomFieldEntity) =>
  (await repo.listCustomFields(db, companyId, entity)).map(toCustomField);

const existing = async (tx: Db, companyId: string, id: string) =>
  (await fields.existing(tx, companyId, id)).row;

export function createCustomField(
  db: Db,
  companyId: string,
  body: { entity: CustomFieldEntity; label: string; type: CustomFieldType; options: string[] },
) {
  return fields.edit(db, companyId, async (tx) => {
    const scope = repo.ofEntity(body.entity);
    await fields.assertRoom(tx, companyId, scope);
    await fields.assertNameFree(tx, companyId, body.label, undefined, scope);
    const position = await repo.list.nextPosition(tx, companyId, scope);
    const options = body.type === 'select' ? body.options : [];
    const [row] = await repo.insertCustomFields(tx, companyId, [{ ...body, options, position }]);
    return toCustomField(row!);
  });
}

export function updateCustomField(
  db: Db,
  companyId: string,
  id: string,
  body: { label?: string | undefined; options?: string[] | undefined },
) {
  return fields.edit(db, companyId, async (tx) => {
    const row = await existing(tx, companyId, id);
    if (body.label !== undefined) {
      await fields.assertNameFree(tx, companyId, body.label, id, repo.ofEntity(row.entity));
    }
    // Only a select has options; a select keeps at least one (as when it was created).
    const options = row.type === 'select' && body.options?.length ? body.options : undefined;
    await repo.list.update(tx, companyId, id, {
      ...(body.label !== undefined && { label: body.label }),
      ...(options && { options }),
    });
    return toCustomField(await existing(tx, companyId, id));
  });
}

export const reorderCustomFields = (db: Db, companyId: string, entity: CustomFieldEntity, ids: string[]) =>
  fields.reorder(db, companyId, ids, (tx) => listCustomFields(tx, companyId, entity), repo.ofEntity(entity));

/** Deletes a field and, in the same transaction, its value on every record of its entity. */
export function deleteCustomField(db: Db, companyId: string, id: string) {
  return fields.edit(db, companyId, async (tx) => {
    await repo.deleteCustomField(tx, companyId, await existing(tx, companyId, id));
  });
}
