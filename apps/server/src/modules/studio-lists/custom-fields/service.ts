import {
  CUSTOM_FIELDS_MAX,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldType,
} from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { ListText } from '../messages.ts';
import { assertRoom, assertSameIds, nameTaken } from '../rules.ts';
import * as repo from './repo.ts';

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

async function assertLabelFree(
  db: Db,
  companyId: string,
  entity: CustomFieldEntity,
  label: string,
  exceptId?: string,
) {
  if (await repo.customFieldLabelled(db, companyId, entity, label, exceptId)) {
    throw nameTaken(ListText.labelTaken(label), 'label');
  }
}

async function existing(db: Db, companyId: string, id: string) {
  const row = await repo.findCustomField(db, companyId, id);
  if (!row) throw notFound(ListText.customField);
  return row;
}

export function createCustomField(
  db: Db,
  companyId: string,
  body: { entity: CustomFieldEntity; label: string; type: CustomFieldType; options: string[] },
) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    const fields = await repo.listCustomFields(tx, companyId, body.entity);
    assertRoom(fields.length, CUSTOM_FIELDS_MAX, 'custom fields here');
    await assertLabelFree(tx, companyId, body.entity, body.label);
    const position = fields.reduce((max, f) => Math.max(max, f.position), -1) + 1;
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
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    const row = await existing(tx, companyId, id);
    if (body.label !== undefined) await assertLabelFree(tx, companyId, row.entity, body.label, id);
    // Only a select has options; a select keeps at least one (as when it was created).
    const options = row.type === 'select' && body.options?.length ? body.options : undefined;
    await repo.updateCustomField(tx, companyId, id, {
      ...(body.label !== undefined && { label: body.label }),
      ...(options && { options }),
    });
    return toCustomField(await existing(tx, companyId, id));
  });
}

export function reorderCustomFields(db: Db, companyId: string, entity: CustomFieldEntity, ids: string[]) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    const fields = await repo.listCustomFields(tx, companyId, entity);
    assertSameIds(
      ids,
      fields.map((f) => f.id),
    );
    await repo.setCustomFieldPositions(tx, companyId, ids);
    return listCustomFields(tx, companyId, entity);
  });
}

/** Deletes a field and, in the same transaction, its value on every record of its entity. */
export function deleteCustomField(db: Db, companyId: string, id: string) {
  return db.transaction(async (tx) => {
    await repo.lockList(tx, companyId);
    await repo.deleteCustomField(tx, companyId, await existing(tx, companyId, id));
  });
}
