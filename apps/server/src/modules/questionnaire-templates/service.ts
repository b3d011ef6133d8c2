import {
  QUESTIONNAIRE_LIMITS,
  type QuestionnaireTemplate,
  type QuestionnaireTemplateSummary,
} from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { lockName } from '../../db/advisory-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/validation.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { QuestionnaireTemplateText as T } from './messages.ts';
import * as repo from './repo.ts';
import { isStale } from '../../lib/stale-version.ts';

/** Questionnaire templates: every member may keep them, as the quote templates. */
const notFound = () => new AppError('NotFound', T.notFoundTitle, T.notFound);
const stale = () => new AppError('StaleVersion', T.staleTitle, T.stale);
const taken = (name: string) =>
  new AppError('AlreadyExists', T.takenTitle, T.taken(name), { data: { fields: { name: T.taken(name) } } });

const summaryOf = (row: repo.TemplateRow): QuestionnaireTemplateSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  sectionCount: row.sections.length,
  questionCount: row.sections.reduce((n, s) => n + s.questions.length, 0),
  archivedAt: row.archivedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});
const viewOf = (row: repo.TemplateRow): QuestionnaireTemplate => ({
  ...summaryOf(row),
  sections: row.sections,
  createdAt: row.createdAt.toISOString(),
});


export async function listQuestionnaireTemplates(db: Db, scope: CompanyScope) {
  return { rows: (await repo.listTemplates(db, scope.companyId)).map(summaryOf) };
}

export async function getQuestionnaireTemplate(db: Db, scope: CompanyScope, id: string) {
  const row = await repo.findTemplate(db, scope.companyId, id);
  if (!row) throw notFound();
  return viewOf(row);
}

/** Writes run under the company's templates lock: two saves of one name never both pass its check. */
const edit = <R>(db: Db, companyId: string, work: (tx: Db) => Promise<R>) =>
  db.transaction(async (tx) => {
    await lockName(tx, `questionnaire-templates:${companyId}`);
    return work(tx);
  });

async function insertChecked(tx: Db, companyId: string, values: repo.TemplateValues) {
  if ((await repo.countTemplates(tx, companyId)) >= QUESTIONNAIRE_LIMITS.templates)
    throw fieldError('name', T.full(QUESTIONNAIRE_LIMITS.templates));
  return viewOf(await repo.insertTemplate(tx, companyId, values));
}

/** The body as the route's schema parsed it. */
type Body = repo.TemplateValues;

export function createQuestionnaireTemplate(db: Db, scope: CompanyScope, body: Body) {
  return edit(db, scope.companyId, async (tx) => {
    if (await repo.namedTemplate(tx, scope.companyId, body.name)) throw taken(body.name);
    const { name, description, sections } = body;
    return insertChecked(tx, scope.companyId, { name, description, sections });
  });
}

export function updateQuestionnaireTemplate(
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
    const { name, description, sections } = body;
    return viewOf((await repo.updateTemplate(tx, scope.companyId, id, { name, description, sections }))!);
  });
}

/** "{name} (copy)", then "(copy 2)", …: the first free, the name shortened to fit the bound. */
async function copyName(tx: Db, companyId: string, name: string) {
  for (let n = 1; ; n++) {
    const suffix = T.copyOf('', n);
    const candidate = T.copyOf(name.slice(0, QUESTIONNAIRE_LIMITS.name - suffix.length).trimEnd(), n);
    if (!(await repo.namedTemplate(tx, companyId, candidate))) return candidate;
  }
}

export function duplicateQuestionnaireTemplate(db: Db, scope: CompanyScope, id: string) {
  return edit(db, scope.companyId, async (tx) => {
    const row = await repo.findTemplate(tx, scope.companyId, id);
    if (!row) throw notFound();
    const name = await copyName(tx, scope.companyId, row.name);
    return insertChecked(tx, scope.companyId, { name, description: row.description, sections: row.sections });
  });
}

export async function deleteQuestionnaireTemplate(db: Db, scope: CompanyScope, id: string) {
  if (!(await repo.deleteTemplate(db, scope.companyId, id))) throw notFound();
}
