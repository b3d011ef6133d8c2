import type {
  ContractSettings,
  ContractTemplate,
  ContractTemplateSummary,
} from '@focal/contracts/contracts/api';
import { CONTRACT_LIMITS } from '@focal/contracts/contracts/limits';
import { DEFAULT_CONTRACT_DISCLOSURE } from '@focal/contracts/contracts/disclosure';
import type { Db } from '../../db/client.ts';
import { lockName } from '../../db/advisory-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/validation.ts';
import { isStale } from '../../lib/stale-version.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { checkContractBody } from './body-check.ts';
import { ContractText as T } from './messages.ts';
import * as repo from './templates-repo.ts';

/** Settings → Contracts: the templates (every member may keep them, as quote templates) and the disclosure. */
const notFound = () => new AppError('NotFound', T.templateNotFoundTitle, T.templateNotFound);
export const stale = () => new AppError('StaleVersion', T.staleTitle, T.stale);
const taken = (name: string) =>
  new AppError('AlreadyExists', T.takenTitle, T.taken(name), { data: { fields: { name: T.taken(name) } } });

const summaryOf = (row: repo.TemplateRow): ContractTemplateSummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const viewOf = (row: repo.TemplateRow): ContractTemplate => ({ ...summaryOf(row), body: row.body });

export async function listContractTemplates(db: Db, scope: CompanyScope) {
  return { rows: (await repo.listTemplates(db, scope.companyId)).map(summaryOf) };
}

export async function getContractTemplate(db: Db, scope: CompanyScope, id: string) {
  const row = await repo.findTemplate(db, scope.companyId, id);
  if (!row) throw notFound();
  return viewOf(row);
}

/** The template a new contract starts from, or undefined (not the company's). */
export const templateOf = (db: Db, companyId: string, id: string) => repo.findTemplate(db, companyId, id);

/** Writes run under the company's lock: two saves of one name never both pass its check. */
const edit = <R>(db: Db, companyId: string, work: (tx: Db) => Promise<R>) =>
  db.transaction(async (tx) => {
    await lockName(tx, `contract-templates:${companyId}`);
    return work(tx);
  });

type Body = { name: string; body: string };

async function insertChecked(tx: Db, companyId: string, values: Body) {
  if ((await repo.countTemplates(tx, companyId)) >= CONTRACT_LIMITS.templates)
    throw fieldError('name', T.full(CONTRACT_LIMITS.templates));
  return viewOf(await repo.insertTemplate(tx, companyId, values));
}

export async function createContractTemplate(db: Db, scope: CompanyScope, body: Body) {
  await checkContractBody(body.body);
  return edit(db, scope.companyId, async (tx) => {
    if (await repo.namedTemplate(tx, scope.companyId, body.name)) throw taken(body.name);
    return insertChecked(tx, scope.companyId, { name: body.name, body: body.body });
  });
}

export async function updateContractTemplate(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: Body & { updatedAt: string },
) {
  await checkContractBody(body.body);
  return edit(db, scope.companyId, async (tx) => {
    const row = await repo.findTemplate(tx, scope.companyId, id, true);
    if (!row) throw notFound();
    if (isStale(row, body.updatedAt)) throw stale();
    if (await repo.namedTemplate(tx, scope.companyId, body.name, id)) throw taken(body.name);
    return viewOf(
      (await repo.updateTemplate(tx, scope.companyId, id, { name: body.name, body: body.body }))!,
    );
  });
}

async function copyName(tx: Db, companyId: string, name: string) {
  for (let n = 1; ; n++) {
    const suffix = T.copyOf('', n);
    const candidate = T.copyOf(name.slice(0, CONTRACT_LIMITS.name - suffix.length).trimEnd(), n);
    if (!(await repo.namedTemplate(tx, companyId, candidate))) return candidate;
  }
}

export function duplicateContractTemplate(db: Db, scope: CompanyScope, id: string) {
  return edit(db, scope.companyId, async (tx) => {
    const row = await repo.findTemplate(tx, scope.companyId, id);
    if (!row) throw notFound();
    return insertChecked(tx, scope.companyId, {
      name: await copyName(tx, scope.companyId, row.name),
      body: row.body,
    });
  });
}

export async function deleteContractTemplate(db: Db, scope: CompanyScope, id: string) {
  if (!(await repo.deleteTemplate(db, scope.companyId, id))) throw notFound();
}

// ---- the consent disclosure (ESIGN 15 USC 7001(c)) ----

const settingsView = (row: Awaited<ReturnType<typeof repo.findSettings>>): ContractSettings =>
  row
    ? { disclosure: row.disclosure, isDefault: false, updatedAt: row.updatedAt.toISOString() }
    : { disclosure: DEFAULT_CONTRACT_DISCLOSURE, isDefault: true, updatedAt: null };

export async function getContractSettings(db: Db, scope: CompanyScope) {
  return settingsView(await repo.findSettings(db, scope.companyId));
}

/** The disclosure a send freezes on the contract: the company's, else the default. */
export async function disclosureOf(db: Db, companyId: string) {
  return (await repo.findSettings(db, companyId))?.disclosure ?? DEFAULT_CONTRACT_DISCLOSURE;
}

export function updateContractSettings(
  db: Db,
  scope: CompanyScope,
  body: { disclosure: string | null; updatedAt: string | null },
) {
  return edit(db, scope.companyId, async (tx) => {
    const row = await repo.findSettings(tx, scope.companyId, true);
    // The default has no version: a save over it carries null, a save over the company's text its own.
    if (row ? body.updatedAt === null || isStale(row, body.updatedAt) : body.updatedAt !== null)
      throw stale();
    return settingsView(await repo.saveSettings(tx, scope.companyId, body.disclosure));
  });
}
