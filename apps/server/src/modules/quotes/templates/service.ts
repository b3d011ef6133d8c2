import {
  QUOTE_TEMPLATES_MAX,
  type QuoteContent,
  type QuoteTemplate,
  type QuoteTemplateSummary,
} from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { lockName } from '../../../db/advisory-lock.ts';
import { AppError } from '../../../http/app-error.ts';
import { fieldError } from '../../../http/validation.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { isStale } from '../../../lib/stale-version.ts';
import { stale } from '../errors.ts';
import { QuoteText as T } from '../messages.ts';
import * as repo from './repo.ts';

/** Quote templates: a quote without a client; every member may keep them, as the catalogue. */
const notFound = () => new AppError('NotFound', T.templateNotFoundTitle, T.templateNotFound);
const taken = (name: string) =>
  new AppError('AlreadyExists', T.templateTakenTitle, T.templateTaken(name), {
    data: { fields: { name: T.templateTaken(name) } },
  });

const summaryOf = (row: repo.TemplateRow): QuoteTemplateSummary => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  updatedAt: row.updatedAt.toISOString(),
});
const viewOf = (row: repo.TemplateRow): QuoteTemplate => ({
  ...summaryOf(row),
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

export async function listQuoteTemplates(db: Db, scope: CompanyScope) {
  return { rows: (await repo.listTemplates(db, scope.companyId)).map(summaryOf) };
}

export async function getQuoteTemplate(db: Db, scope: CompanyScope, id: string) {
  const row = await repo.findTemplate(db, scope.companyId, id);
  if (!row) throw notFound();
  return viewOf(row);
}

/** Writes run under the company's templates lock: two saves of one name never both pass its check. */
const edit = <R>(db: Db, companyId: string, work: (tx: Db) => Promise<R>) =>
  db.transaction(async (tx) => {
    await lockName(tx, `quote-templates:${companyId}`);
    return work(tx);
  });

export function createQuoteTemplate(db: Db, scope: CompanyScope, body: { name: string; content: QuoteContent }) {
  return edit(db, scope.companyId, async (tx) => {
    if ((await repo.countTemplates(tx, scope.companyId)) >= QUOTE_TEMPLATES_MAX)
      throw fieldError('name', T.templatesFull(QUOTE_TEMPLATES_MAX));
    if (await repo.namedTemplate(tx, scope.companyId, body.name)) throw taken(body.name);
    return viewOf(await repo.insertTemplate(tx, scope.companyId, body));
  });
}

export function updateQuoteTemplate(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: { name: string; content: QuoteContent; updatedAt: string },
) {
  return edit(db, scope.companyId, async (tx) => {
    const row = await repo.findTemplate(tx, scope.companyId, id, true);
    if (!row) throw notFound();
    if (isStale(row, body.updatedAt)) throw stale();
    if (body.content.kind !== row.kind) throw fieldError('content.kind', T.kindFixed);
    if (await repo.namedTemplate(tx, scope.companyId, body.name, id)) throw taken(body.name);
    return viewOf((await repo.updateTemplate(tx, scope.companyId, id, { name: body.name, content: body.content }))!);
  });
}

export async function deleteQuoteTemplate(db: Db, scope: CompanyScope, id: string) {
  if (!(await repo.deleteTemplate(db, scope.companyId, id))) throw notFound();
}
