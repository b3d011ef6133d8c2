import { SCHEDULE_TEMPLATES_MAX, type ScheduleTemplate } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { lockName } from '../../db/advisory-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/validation.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { ScheduleTemplateText as T } from './messages.ts';
import * as repo from './repo.ts';
import { isStale } from '../../lib/stale-version.ts';

/**
 * Payment schedule templates: named schedule rules every member may keep, as the catalogue and the
 * quote templates. Nothing is seeded: the editors' two built-in presets are not rows.
 */
const notFound = () => new AppError('NotFound', T.notFoundTitle, T.notFound);
const stale = () => new AppError('StaleVersion', T.staleTitle, T.stale);
const taken = (name: string) =>
  new AppError('AlreadyExists', T.takenTitle, T.taken(name), { data: { fields: { name: T.taken(name) } } });

const viewOf = (row: repo.TemplateRow): ScheduleTemplate => ({
  id: row.id,
  name: row.name,
  rule: row.rule,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});


/** The body as the route's schema parsed it (the rule checked by `scheduleRuleSchema`). */
type Body = Pick<ScheduleTemplate, 'name' | 'rule'>;

export async function listScheduleTemplates(db: Db, scope: CompanyScope) {
  return { rows: (await repo.listTemplates(db, scope.companyId)).map(viewOf) };
}

export async function getScheduleTemplate(db: Db, scope: CompanyScope, id: string) {
  const row = await repo.findTemplate(db, scope.companyId, id);
  if (!row) throw notFound();
  return viewOf(row);
}

/** Writes run under the company's templates lock: two saves of one name never both pass its check. */
const edit = <R>(db: Db, companyId: string, work: (tx: Db) => Promise<R>) =>
  db.transaction(async (tx) => {
    await lockName(tx, `schedule-templates:${companyId}`);
    return work(tx);
  });

export function createScheduleTemplate(db: Db, scope: CompanyScope, body: Body) {
  return edit(db, scope.companyId, async (tx) => {
    if ((await repo.countTemplates(tx, scope.companyId)) >= SCHEDULE_TEMPLATES_MAX)
      throw fieldError('name', T.full(SCHEDULE_TEMPLATES_MAX));
    if (await repo.namedTemplate(tx, scope.companyId, body.name)) throw taken(body.name);
    return viewOf(await repo.insertTemplate(tx, scope.companyId, { name: body.name, rule: body.rule }));
  });
}

export function updateScheduleTemplate(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: Body & { updatedAt: string },
) {
  return edit(db, scope.companyId, async (tx) => {
    const row = await repo.findTemplate(tx, scope.companyId, id, true);
    if (!row) throw notFound();
    if (isStale(row, body.updatedAt)) throw stale();
    if (await repo.namedTemplate(tx, scope.companyId, body.name, id)) throw taken(body.name);
    const saved = await repo.updateTemplate(tx, scope.companyId, id, { name: body.name, rule: body.rule });
    return viewOf(saved!);
  });
}

export async function deleteScheduleTemplate(db: Db, scope: CompanyScope, id: string) {
  if (!(await repo.deleteTemplate(db, scope.companyId, id))) throw notFound();
}
