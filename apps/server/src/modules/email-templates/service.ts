import type {
  CreateEmailTemplateRequest,
  EmailTemplate,
  EmailTemplatePage,
  EmailTemplateSort,
  PreviewEmailTemplateRequest,
  RenderedEmailTemplate,
  UpdateEmailTemplateRequest,
} from '@focal/contracts';
import { renderEmailTemplate } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { sanitizeEmailHtml } from '../../lib/email-html.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { TemplateText } from './messages.ts';
import { freeName } from './names.ts';
import * as repo from './repo.ts';
import { assertPreviewable, assertValidTemplate } from './validation.ts';

export { templateProblems } from './validation.ts';

const toTemplate = (row: repo.TemplateRow): EmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.bodyHtml,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type Texts = { name: string; subject: string; body: string };

/** Checked (refused with every problem), then stored trimmed and as the sanitizer writes it. */
async function storedTexts(texts: Texts): Promise<repo.TemplateTexts> {
  await assertValidTemplate(texts);
  return {
    name: texts.name.trim(),
    subject: texts.subject.trim(),
    bodyHtml: await sanitizeEmailHtml(texts.body),
  };
}

const nameTaken = (name: string) =>
  new AppError('AlreadyExists', TemplateText.nameTakenTitle, TemplateText.nameTaken(name), {
    data: { fields: { name: TemplateText.nameTaken(name) } },
  });

export async function findTemplate(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
): Promise<repo.TemplateRow> {
  const row = await repo.findTemplate(deps.db, scope.companyId, id);
  if (!row) throw notFound(TemplateText.notFound);
  return row;
}

export async function listTemplates(
  deps: AppDeps,
  scope: CompanyScope,
  query: { perPage: number; page: number; predicate: EmailTemplateSort; reverse: boolean },
): Promise<EmailTemplatePage> {
  const { perPage, page, predicate, reverse } = query;
  const result = await repo.listTemplates(deps.db, scope.companyId, {
    perPage,
    page,
    sort: predicate,
    reverse,
  });
  return { rows: result.rows.map(toTemplate), total: result.total };
}

export async function createTemplate(
  deps: AppDeps,
  scope: CompanyScope,
  body: CreateEmailTemplateRequest,
): Promise<EmailTemplate> {
  const texts = await storedTexts(body);
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockTemplates(tx, scope.companyId);
    if (await repo.nameTaken(tx, scope.companyId, texts.name)) throw nameTaken(texts.name);
    return (await repo.insertTemplates(tx, scope.companyId, [texts]))[0]!;
  });
  return toTemplate(row);
}

export async function updateTemplate(
  deps: AppDeps,
  scope: CompanyScope,
  body: UpdateEmailTemplateRequest,
): Promise<EmailTemplate> {
  const texts = await storedTexts(body);
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockTemplates(tx, scope.companyId);
    await findTemplate({ ...deps, db: tx }, scope, body.id);
    if (await repo.nameTaken(tx, scope.companyId, texts.name, body.id)) throw nameTaken(texts.name);
    const saved = await repo.updateTemplate(tx, scope.companyId, body.id, new Date(body.updatedAt), texts);
    if (!saved) throw new AppError('StaleVersion', TemplateText.staleTitle, TemplateText.stale);
    return saved;
  });
  return toTemplate(row);
}

export async function deleteTemplate(deps: AppDeps, scope: CompanyScope, id: string): Promise<void> {
  if (!(await repo.deleteTemplate(deps.db, scope.companyId, id))) throw notFound(TemplateText.notFound);
}

/** "Copy of <name>", numbered when that name is taken; same subject and body. */
export async function duplicateTemplate(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
): Promise<EmailTemplate> {
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockTemplates(tx, scope.companyId);
    const source = await findTemplate({ ...deps, db: tx }, scope, id);
    const name = freeName(TemplateText.copyOf(source.name), await repo.namesOf(tx, scope.companyId));
    const copy = { name, subject: source.subject, bodyHtml: source.bodyHtml };
    return (await repo.insertTemplates(tx, scope.companyId, [copy]))[0]!;
  });
  return toTemplate(row);
}

/**
 * A saved template or the editor's texts, with the sample values. The result passes the sanitizer
 * once more: what a preview shows (and a sent mail carries) is email-safe whatever the values were.
 */
export async function previewTemplate(
  deps: AppDeps,
  scope: CompanyScope,
  body: PreviewEmailTemplateRequest,
): Promise<RenderedEmailTemplate> {
  if (!('id' in body)) assertPreviewable(body);
  const texts = 'id' in body ? toTemplate(await findTemplate(deps, scope, body.id)) : body;
  const rendered = renderEmailTemplate(texts);
  return { subject: rendered.subject, html: await sanitizeEmailHtml(rendered.html) };
}
