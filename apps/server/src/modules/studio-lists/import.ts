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
export function freeName(wanted: string, taken: Set<string>, max: number): string {
  const fit = (suffix = '') => `${wanted.slice(0, max - suffix.length).trimEnd()}${suffix}`;
  let name = fit();
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = fit(` (${n})`);
  taken.add(name.toLowerCase());
  return name;
}

const after = (positions: number[]) => positions.reduce((max, p) => Math.max(max, p), -1) + 1;

/**
 * The company import's writes (modules/imports/kinds.ts): each batch lands under the ids the import
 * recorded (so CLIENTS, which comes later, finds a custom field's new id in import_copies), after
 * what the company already has, in the source's order; a name it already uses gets a number.
 * A new company that imports a list is not given the defaults of that list (defaults.ts).
 */
export async function writeImportedJobTypes(tx: Db, copies: Copies<jobTypes.JobTypeRow>, target: string) {
  await jobTypes.lockList(tx, target);
  const existing = await jobTypes.listJobTypes(tx, target);
  const taken = new Set(existing.map((t) => t.name.toLowerCase()));
  const start = after(existing.map((t) => t.position));
  const sorted = [...copies].sort((a, b) => a.row.position - b.row.position);
  await jobTypes.insertJobTypes(
    tx,
    target,
    sorted.map(({ row, targetId }, i) => ({
      id: targetId,
      name: freeName(row.name, taken, JOB_TYPE_NAME_MAX),
      colour: row.colour,
      position: start + i,
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
  const taken = new Set(existing.map((s) => s.name.toLowerCase()));
  let hasWon = existing.some((s) => s.kind === 'won');
  const start = after(existing.map((s) => s.position));
  const sorted = [...copies].sort((a, b) => a.row.position - b.row.position);
  const rows = sorted.map(({ row, targetId }, i) => {
    const kind = row.kind === 'won' && hasWon ? ('open' as const) : row.kind;
    if (kind === 'won') hasWon = true;
    return { id: targetId, name: freeName(row.name, taken, LEAD_STAGE_NAME_MAX), kind, position: start + i };
  });
  await leadStages.insertLeadStages(tx, target, rows);
}

export async function writeImportedCustomFields(
  tx: Db,
  copies: Copies<customFields.CustomFieldRow>,
  target: string,
) {
  await customFields.lockList(tx, target);
  const existing = await customFields.listCustomFields(tx, target);
  const sorted = [...copies].sort((a, b) => a.row.position - b.row.position);
  const rows = [];
  for (const entity of ['client', 'job'] as const) {
    const mine = existing.filter((f) => f.entity === entity);
    const taken = new Set(mine.map((f) => f.label.toLowerCase()));
    const start = after(mine.map((f) => f.position));
    const theirs = sorted.filter((c) => c.row.entity === entity);
    rows.push(
      ...theirs.map(({ row, targetId }, i) => ({
        id: targetId,
        entity,
        label: freeName(row.label, taken, CUSTOM_FIELD_LABEL_MAX),
        type: row.type,
        options: row.options,
        position: start + i,
      })),
    );
  }
  await customFields.insertCustomFields(tx, target, rows);
}
