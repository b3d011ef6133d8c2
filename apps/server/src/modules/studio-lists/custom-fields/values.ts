import type { CustomFieldEntity, CustomFieldValues } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { ListText } from '../messages.ts';
import * as repo from './repo.ts';

const NUMBER = /^-?\d+(\.\d+)?$/;
const isDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

function problemOf(field: repo.CustomFieldRow, value: string, before: string | undefined): string | null {
  if (field.type === 'number' && !NUMBER.test(value)) return ListText.notANumber;
  if (field.type === 'date' && !isDate(value)) return ListText.notADate;
  // A value whose option was removed since may stay as it was, not be newly chosen.
  if (field.type === 'select' && !field.options.includes(value) && value !== before)
    return ListText.notAnOption;
  return null;
}

/**
 * The custom field values a client or lead/job save carries (customFieldValuesSchema), checked
 * against the company's fields of that entity: each id a field of the company, a number a number, a
 * date yyyy-mm-dd, a select one of its options. '' clears a field. Returns the values to store
 * (`before` merged with `values`, cleared ones dropped); refuses with ValidationFailed and
 * `data.fields['customFields.<id>']`. For the clients and jobs modules.
 */
export async function checkCustomFieldValues(
  db: Db,
  companyId: string,
  entity: CustomFieldEntity,
  values: CustomFieldValues,
  before: CustomFieldValues = {},
): Promise<CustomFieldValues> {
  // Most saves carry none (a CSV import's rows, one by one): no need to read the fields.
  if (Object.keys(values).length === 0) return { ...before };
  const fields = new Map((await repo.listCustomFields(db, companyId, entity)).map((f) => [f.id, f]));
  const errors: Record<string, string> = {};
  const next: CustomFieldValues = { ...before };
  for (const [id, raw] of Object.entries(values)) {
    const value = raw.trim();
    const field = fields.get(id);
    if (!field) {
      if (value !== '') errors[`customFields.${id}`] = ListText.customFieldGone;
      delete next[id];
      continue;
    }
    if (value === '') {
      delete next[id];
      continue;
    }
    const problem = problemOf(field, value, before[id]);
    if (problem) errors[`customFields.${id}`] = problem;
    else next[id] = value;
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('ValidationFailed', ListText.valuesTitle, Object.values(errors)[0]!, {
      data: { fields: errors },
    });
  }
  return next;
}
