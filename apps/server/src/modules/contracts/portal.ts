import type { PortalContract, SignatureInput } from '@focal/contracts/contracts/signing';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { PortalScope } from '../portal/session.ts';
import { ContractText as T } from './messages.ts';
import * as repo from './repo.ts';
import { afterSignature, type Origin, recordDecline, recordSignature, turnOf } from './signing.ts';

/**
 * A contract in its client's portal: one they sign, sent (never a draft). What they read is the
 * text as frozen at send, its hash and the disclosure they consent to; a read is noted in the trail
 * ('viewed', at most once in ten minutes per client), never for the studio's preview.
 */
const notFound = () => new AppError('NotFound', T.notFoundTitle, T.notFound);
const VIEW_NOTE_MS = 10 * 60_000;

async function clientsContract(db: Db, scope: PortalScope, id: string, lock = false) {
  const found = await repo.contractOfSigner(db, scope.companyId, scope.clientId, id);
  if (!found) throw notFound();
  return lock ? (await repo.findContract(db, scope.companyId, id, true))! : found;
}

async function viewOf(db: Db, scope: PortalScope, contract: repo.ContractRow): Promise<PortalContract> {
  const signers = await repo.signersOf(db, contract.companyId, contract.id);
  const current = signers.find((s) => s.status === 'pending');
  return {
    id: contract.id,
    title: contract.title,
    status: contract.status,
    html: contract.renderedHtml ?? '',
    sha256: contract.bodySha256 ?? '',
    disclosure: contract.disclosure ?? '',
    sentAt: contract.sentAt!.toISOString(),
    signers: signers.map((s) => ({
      id: s.id,
      name: s.name,
      party: s.party,
      status: s.status,
      signedAt: s.signedAt?.toISOString() ?? null,
      signatureKind: s.signatureKind,
      signatureData: s.signatureData,
      isYou: s.party === 'client' && s.clientId === scope.clientId,
    })),
    yourTurn:
      contract.status === 'sent' && current?.clientId === scope.clientId && current.party === 'client',
    sealed: contract.sealedPdfPath !== null,
  };
}

/** The home's list: each contract the client signs, and whether it waits for them. */
export async function portalContracts(deps: AppDeps, scope: PortalScope) {
  const rows = await repo.contractsOfSigner(deps.db, scope.companyId, scope.clientId);
  const views = [];
  for (const { contract } of rows) {
    const { id, title, status, sentAt, yourTurn } = await viewOf(deps.db, scope, contract);
    views.push({ id, title, status, sentAt, yourTurn });
  }
  return { rows: views };
}

export async function portalContract(deps: AppDeps, scope: PortalScope, id: string, origin: Origin) {
  const contract = await clientsContract(deps.db, scope, id);
  if (!scope.preview) {
    const last = await repo.lastViewed(deps.db, scope.companyId, id, scope.clientId);
    if (!last || Date.now() - last.getTime() > VIEW_NOTE_MS) {
      const signer = (await repo.signersOf(deps.db, scope.companyId, id)).find(
        (s) => s.clientId === scope.clientId,
      );
      await repo.appendEvent(deps.db, {
        companyId: scope.companyId,
        contractId: id,
        kind: 'viewed',
        actorKind: 'client',
        actorClientId: scope.clientId,
        actorName: signer?.name ?? null,
        ipAddress: origin.ip,
        userAgent: origin.userAgent?.slice(0, 500) ?? null,
      });
    }
  }
  return viewOf(deps.db, scope, contract);
}

/** The client's signature on their turn (`scope` is the client's own session: clientActing). */
export async function signAsClient(
  deps: AppDeps,
  scope: PortalScope,
  id: string,
  signature: SignatureInput,
  origin: Origin,
) {
  const { contract, signed } = await deps.db.transaction(async (tx) => {
    const locked = await clientsContract(tx, scope, id, true);
    const signer = await turnOf(tx, locked, (s) => s.party === 'client' && s.clientId === scope.clientId);
    return { contract: locked, signed: await recordSignature(tx, deps, locked, signer, signature, origin) };
  });
  await afterSignature(deps, contract, signed);
  return viewOf(deps.db, scope, (await repo.findContract(deps.db, scope.companyId, id))!);
}

export async function declineAsClient(
  deps: AppDeps,
  scope: PortalScope,
  id: string,
  reason: string,
  origin: Origin,
) {
  await deps.db.transaction(async (tx) => {
    const locked = await clientsContract(tx, scope, id, true);
    const signer = await turnOf(tx, locked, (s) => s.party === 'client' && s.clientId === scope.clientId);
    await recordDecline(tx, locked, signer, reason, origin);
  });
  return viewOf(deps.db, scope, (await repo.findContract(deps.db, scope.companyId, id))!);
}
