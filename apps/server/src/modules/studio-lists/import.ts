import { CUSTOM_FIELD_LABEL_MAX, JOB_TYPE_NAME_MAX, LEAD_STAGE_NAME_MAX } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import * as customFields from './custom-fields/repo.ts';
import * as jobTypes from './job-types/repo.ts';
import * as leadStages from './lead-stages/repo.ts';

export { countJobTypes, jobTypesAfter } from './job-types/repo.ts';
export { countLeadStages, leadStagesAfter } from './lead-stages/repo.ts';
export { countCustomFields, customFieldsAfter } from './custom-fields/repo.ts';

type Copies<Row> = { row: Row; targetId: string }[];

/** A name not in `taken` (lower-cased): the wanted one, or it numbered "Wedding (2)", within `max`. */
function freeName(wanted: string, taken: Set<string>, max: number): string {
  const fit = (suffix = '') => `${wanted.slice(0, max - suffix.length).trimEnd()}${suffix}`;
  let name = fit();
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = fit(` (${n})`);
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The copies in the source's order, each with a name the list does not use yet (within `max`) and a
 * position after the list's last.
 */
function placed<Row extends { position: number }>(
  list: { name: string; position: number }[],
  copies: Copies<Row>,
  nameOf: (row: Row) => string,
  max: number,
) {
  const taken = new Set(list.map((item) => item.name.toLowerCase()));
  const start = list.reduce((last, item) => Math.max(last, item.position), -1) + 1;
  return [...copies]
    .sort((a, b) => a.row.position - b.row.position)
    .map(({ row, targetId }, i) => ({
      row,
      id: targetId,
      name: freeName(nameOf(row), taken, max),
      position: start + i,
    }));
}

/**
 * The company import's writes (modules/imports/kinds.ts): each batch lands under the ids the import
 * recorded (so CLIENTS, which comes later, finds a custom field's new id in import_copies), after
 * what the company already has, in the source's order; a name it already uses gets a number.
 * A new company that imports a list is not given the defaults of that list (defaults.ts).
 */
export async function writeImportedJobTypes(tx: Db, copies: Copies<jobTypes.JobTypeRow>, target: string) {
  await jobTypes.lockList(tx, target);
  const existing = await jobTypes.listJobTypes(tx, target);
  await jobTypes.insertJobTypes(
    tx,
    target,
    placed(existing, copies, (row) => row.name, JOB_TYPE_NAME_MAX).map(({ row, id, name, position }) => ({
      id,
      name,
      colour: row.colour,
      position,
      archivedAt: row.archivedAt,
    })),
  );
}

/** The source's won stage stays won only where the company has none yet (exactly one won stage). */
export async function writeImportedLeadStages(
  tx: Db,
  copies: Copies<leadStages.LeadStageRow>,
  target: string,
) {
  await leadStages.lockList(tx, target);
  const existing = await leadStages.listLeadStages(tx, target);
  let hasWon = existing.some((s) => s.kind === 'won');
  const rows = placed(existing, copies, (row) => row.name, LEAD_STAGE_NAME_MAX).map(
    ({ row, id, name, position }) => {
      const kind = row.kind === 'won' && hasWon ? ('open' as const) : row.kind;
      if (kind === 'won') hasWon = true;
      return { id, name, kind, position };
    },
  );
  await leadStages.insertLeadStages(tx, target, rows);
}

export async function writeImportedCustomFields(
  tx: Db,
  copies: Copies<customFields.CustomFieldRow>,
  target: string,
) {
  await customFields.lockList(tx, target);
  const existing = await customFields.listCustomFields(tx, target);
  const rows = [];
  for (const entity of ['client', 'job'] as const) {
    const mine = existing
      .filter((f) => f.entity === entity)
      .map((f) => ({ name: f.label, position: f.position }));
    const theirs = copies.filter((c) => c.row.entity === entity);
    rows.push(
      ...placed(mine, theirs, (row) => row.label, CUSTOM_FIELD_LABEL_MAX).map(
        ({ row, id, name, position }) => ({
          id,
          entity,
          label: name,
          type: row.type,
          options: row.options,
          position,
        }),
      ),
    );
  }
  await customFields.insertCustomFields(tx, target, rows);
}
