import type { SignerChoice } from '@focal/contracts/contracts/api';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/validation.ts';
import { isStale } from '../../lib/stale-version.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { editableJob, readableJob } from '../jobs/service.ts';
import { checkContractBody } from './body-check.ts';
import { ContractText as T } from './messages.ts';
import * as repo from './repo.ts';
import { stale, templateOf } from './templates.ts';
import { contractView, signerOptionsOf, summaryOf } from './view.ts';

/**
 * A lead's or job's contracts: a draft changes (title, text, signers) on the version loaded; a sent
 * contract never does: it is voided (kept as it was) and, to change it, replaced by a new draft.
 * Every write locks the record first (it must be editable), then the contract.
 */
const notFound = () => new AppError('NotFound', T.notFoundTitle, T.notFound);
const frozen = () => new AppError('Conflict', T.frozenTitle, T.frozen);

/** Appends an event done by the studio member acting, under their name as it is now. */
export async function appendMemberEvent(
  tx: Db,
  scope: CompanyScope,
  event: Pick<repo.NewEvent, 'contractId' | 'kind' | 'data'>,
  request?: { ip?: string; userAgent?: string | null | undefined },
) {
  await repo.appendEvent(tx, {
    companyId: scope.companyId,
    actorKind: 'studio',
    actorUserId: scope.userId,
    actorName: await repo.userName(tx, scope.userId),
    ipAddress: request?.ip ?? null,
    userAgent: request?.userAgent ?? null,
    ...event,
  });
}

export async function getContract(db: Db, scope: CompanyScope, id: string) {
  const row = await repo.findContract(db, scope.companyId, id);
  if (!row) throw notFound();
  await readableJob(db, scope, row.jobId);
  return contractView(db, row, scope.userId);
}

/** Runs `work` on the contract, its record locked first (then the contract), on the version loaded. */
export async function editContract(
  db: Db,
  scope: CompanyScope,
  id: string,
  updatedAt: string,
  work: (tx: Db, row: repo.ContractRow) => Promise<repo.ContractRow | void>,
) {
  const after = await db.transaction(async (tx) => {
    const before = await repo.findContract(tx, scope.companyId, id);
    if (!before) throw notFound();
    await editableJob(tx, scope, before.jobId);
    const row = (await repo.findContract(tx, scope.companyId, id, true))!;
    if (isStale(row, updatedAt)) throw stale();
    return (await work(tx, row)) ?? (await repo.findContract(tx, scope.companyId, id))!;
  });
  return contractView(db, after, scope.userId);
}

/** The signers a choice names, checked: the record's clients, then at most one owner, last. */
async function signersFrom(tx: Db, scope: CompanyScope, jobId: string, choices: SignerChoice[]) {
  const options = await signerOptionsOf(tx, scope.companyId, jobId);
  const seen = new Set<string>();
  return choices.map((choice, i): repo.NewSigner => {
    const path = `signers.${i}`;
    const key = choice.party === 'client' ? choice.clientId : choice.userId;
    if (seen.has(key)) throw fieldError(path, T.twice);
    seen.add(key);
    if (choice.party === 'client') {
      const client = options.clients.find((c) => c.id === choice.clientId);
      if (!client) throw fieldError(path, T.notAClient);
      return { party: 'client', clientId: client.id, userId: null, name: client.name, email: client.email };
    }
    if (i !== choices.length - 1) throw fieldError(path, T.studioLast);
    const member = options.members.find((m) => m.userId === choice.userId);
    if (!member) throw fieldError(path, T.notAnOwner);
    return { party: 'studio', clientId: null, userId: member.userId, name: member.name, email: member.email };
  });
}

export async function createContract(
  db: Db,
  scope: CompanyScope,
  body: { jobId: string; templateId: string | null; title?: string | undefined },
) {
  const row = await db.transaction(async (tx) => {
    await editableJob(tx, scope, body.jobId);
    const template = body.templateId ? await templateOf(tx, scope.companyId, body.templateId) : null;
    if (body.templateId && !template)
      throw fieldError('templateId', T.templateNotFound, T.templateNotFoundTitle);
    const contract = await repo.insertContract(tx, {
      companyId: scope.companyId,
      jobId: body.jobId,
      templateId: template?.id ?? null,
      title: body.title ?? template?.name ?? T.untitled,
      body: template?.body ?? '',
      createdByUserId: scope.userId,
    });
    // The record's clients sign first, in its order; the studio adds itself if it countersigns.
    const { clients } = await signerOptionsOf(tx, scope.companyId, body.jobId);
    const choices = clients.map((c) => ({ party: 'client' as const, clientId: c.id }));
    await repo.replaceSigners(
      tx,
      scope.companyId,
      contract.id,
      await signersFrom(tx, scope, body.jobId, choices),
    );
    await appendMemberEvent(tx, scope, {
      contractId: contract.id,
      kind: 'created',
      data: template ? { templateId: template.id, templateName: template.name } : {},
    });
    return contract;
  });
  return contractView(db, row, scope.userId);
}

export async function updateContract(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; title: string; body: string },
) {
  await checkContractBody(body.body);
  return editContract(db, scope, id, body.updatedAt, async (tx, row) => {
    if (row.status !== 'draft') throw frozen();
    return repo.updateContract(tx, scope.companyId, id, { title: body.title, body: body.body });
  });
}

export function setContractSigners(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; signers: SignerChoice[] },
) {
  return editContract(db, scope, id, body.updatedAt, async (tx, row) => {
    if (row.status !== 'draft') throw frozen();
    await repo.replaceSigners(tx, scope.companyId, id, await signersFrom(tx, scope, row.jobId, body.signers));
    return repo.updateContract(tx, scope.companyId, id, {});
  });
}

export async function deleteContract(db: Db, scope: CompanyScope, id: string) {
  await db.transaction(async (tx) => {
    const row = await repo.findContract(tx, scope.companyId, id);
    if (!row) throw notFound();
    await editableJob(tx, scope, row.jobId);
    if (row.status !== 'draft') throw new AppError('Conflict', T.notDraftTitle, T.notDraft);
    await repo.deleteDraft(tx, scope.companyId, id);
  });
}

const voidable = (row: repo.ContractRow) => row.status === 'sent' || row.status === 'declined';

async function voidRow(tx: Db, scope: CompanyScope, row: repo.ContractRow, reason: string, data = {}) {
  const voided = await repo.updateContract(tx, scope.companyId, row.id, {
    status: 'voided',
    voidedAt: new Date(),
    voidReason: reason,
  });
  await appendMemberEvent(tx, scope, {
    contractId: row.id,
    kind: 'voided',
    data: { reason, ...data },
  });
  return voided;
}

export function voidContract(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; reason: string },
) {
  return editContract(db, scope, id, body.updatedAt, async (tx, row) => {
    if (!voidable(row)) throw new AppError('Conflict', T.cannotVoidTitle, T.cannotVoid);
    return voidRow(tx, scope, row, body.reason);
  });
}

/**
 * Editing a sent contract: it is voided (kept, with its signatures if any) and a new draft of the
 * same text and signers, one version on, replaces it; everyone signs that one again.
 */
export async function reviseContract(db: Db, scope: CompanyScope, id: string, body: { updatedAt: string }) {
  let draftId = '';
  await editContract(db, scope, id, body.updatedAt, async (tx, row) => {
    if (!voidable(row)) throw new AppError('Conflict', T.cannotReviseTitle, T.cannotRevise);
    const signers = await repo.signersOf(tx, scope.companyId, id);
    const draft = await repo.insertContract(tx, {
      companyId: scope.companyId,
      jobId: row.jobId,
      templateId: row.templateId,
      title: row.title,
      body: row.body,
      version: row.version + 1,
      replacesId: row.id,
      createdByUserId: scope.userId,
    });
    draftId = draft.id;
    await repo.replaceSigners(
      tx,
      scope.companyId,
      draft.id,
      signers.map(({ party, clientId, userId, name, email }) => ({ party, clientId, userId, name, email })),
    );
    await appendMemberEvent(tx, scope, {
      contractId: draft.id,
      kind: 'created',
      data: { replaces: row.id, version: draft.version },
    });
    return voidRow(tx, scope, row, T.replaced(draft.version), { replacedBy: draft.id });
  });
  return getContract(db, scope, draftId);
}

/** The company's contracts sent or past (the support chat's company data counts these; drafts are not contracts yet). */
export const countContracts = (db: Db, companyId: string) => repo.countContracts(db, companyId);

/** A lead's or job's contracts, oldest first, with their signer counts (its documents tab). */
export async function contractsOfJob(db: Db, companyId: string, jobId: string) {
  const rows = await repo.contractsOfJob(db, companyId, jobId);
  const counts = await repo.signerCountsOfJob(db, companyId, jobId);
  return rows.map((row) => summaryOf(row, counts.get(row.id) ?? { signers: 0, signed: 0 }));
}
