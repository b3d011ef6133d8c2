import { PNG_DATA_URL_PREFIX, type SignatureInput } from '@focal/contracts/contracts/signing';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/validation.ts';
import { checkSignaturePng } from '../contract-seal/signature-png.ts';
import { requestSeal } from '../contract-seal/seal-queue.ts';
import { convertLeadToJob } from '../jobs/service.ts';
import { booked } from '../portal/notices.ts';
import { jobOf } from './merge-repo.ts';
import { ContractText as T } from './messages.ts';
import * as repo from './repo.ts';
import { queueSigningMail } from './send.ts';

/**
 * A signature, once: the signer's turn (everyone before them signed, the contract sent), the
 * consent ticked (the route's schema), the typed name or drawn PNG with the time, IP address and
 * user agent, and the trail's 'signed' event with the hash of the text signed. Then the next signer
 * is mailed; after the last one the contract waits for its seal ('sealing'). The last client's
 * signature makes a lead a job (the core's rule, as a paid deposit does).
 */
export type Origin = { ip: string | null; userAgent: string | null };
export type Signed = { mail: { id: string; to: string } | null; sealing: boolean; clientsDone: boolean };

const notYourTurn = () => new AppError('Conflict', T.notYourTurnTitle, T.notYourTurn);

/** The signer whose turn it is, or Conflict. */
export async function turnOf(tx: Db, contract: repo.ContractRow, isSigner: (s: repo.SignerRow) => boolean) {
  if (contract.status !== 'sent') throw new AppError('Conflict', T.notSignableTitle, T.notSignable);
  const current = (await repo.signersOf(tx, contract.companyId, contract.id)).find(
    (s) => s.status === 'pending',
  );
  if (!current || !isSigner(current)) throw notYourTurn();
  return current;
}

/** What is stored: the typed text, or the drawing checked as the seal will read it. */
function storedSignature(signature: SignatureInput) {
  if (signature.kind === 'typed') return signature.text;
  const png = Buffer.from(signature.png.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  const problem = checkSignaturePng(png);
  if (problem) throw fieldError('signature.png', T.badDrawing);
  return signature.png;
}

export async function recordSignature(
  tx: Db,
  deps: AppDeps,
  contract: repo.ContractRow,
  signer: repo.SignerRow,
  signature: SignatureInput,
  origin: Origin,
): Promise<Signed> {
  const now = new Date();
  const signed = await repo.closeSigner(tx, contract.companyId, signer.id, {
    status: 'signed',
    signedAt: now,
    consentedAt: now,
    signatureKind: signature.kind,
    signatureData: storedSignature(signature),
    ipAddress: origin.ip,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
  });
  if (!signed) throw notYourTurn();
  await repo.appendEvent(tx, {
    companyId: contract.companyId,
    contractId: contract.id,
    kind: 'signed',
    actorKind: signer.party,
    actorClientId: signer.clientId,
    actorUserId: signer.userId,
    actorName: signer.name,
    ipAddress: origin.ip,
    userAgent: signed.userAgent,
    data: { email: signer.email, signature: signature.kind, sha256: contract.bodySha256, consented: true },
  });
  const signers = await repo.signersOf(tx, contract.companyId, contract.id);
  const next = signers.find((s) => s.status === 'pending');
  const clientsDone = signers.every((s) => s.party !== 'client' || s.status === 'signed');
  if (!next) {
    await repo.updateContract(tx, contract.companyId, contract.id, { status: 'sealing' });
    return { mail: null, sealing: true, clientsDone };
  }
  const mail = await queueSigningMail(tx, deps, contract, next, false);
  return { mail, sealing: false, clientsDone };
}

/** After the signature's commit: its mail leaves, the seal is asked for, a lead becomes a job. */
export async function afterSignature(deps: AppDeps, contract: repo.ContractRow, signed: Signed) {
  if (signed.mail) await deps.mailer.dispatch([signed.mail.id]);
  // Without a queue here (a test app), the sealing worker's sweep finds it.
  if (signed.sealing && deps.queue)
    await requestSeal(deps.queue, { companyId: contract.companyId, contractId: contract.id });
  if (signed.clientsDone) await convertAfterSigning(deps, contract);
}

/**
 * The last client's signature books a lead. The client's act stands whatever the studio's plan says:
 * a lead the plan has no room to make a job stays a lead (the studio converts it after upgrading).
 */
async function convertAfterSigning(deps: AppDeps, contract: repo.ContractRow) {
  const job = await jobOf(deps.db, contract.companyId, contract.jobId);
  if (job?.stage !== 'lead') return;
  try {
    await convertLeadToJob(deps.db, {
      companyId: contract.companyId,
      jobId: contract.jobId,
      userId: null,
      reason: 'contract_signed',
    });
  } catch (error) {
    if (!(error instanceof AppError && (error.code === 'AccessLimitation' || error.code === 'LimitedJob')))
      throw error;
    return;
  }
  await booked(deps, { companyId: contract.companyId, jobId: contract.jobId }, job.name, 'contract_signed');
}

/** A client declines, with a reason: the signing stops; the studio may edit and send it again. */
export async function recordDecline(
  tx: Db,
  contract: repo.ContractRow,
  signer: repo.SignerRow,
  reason: string,
  origin: Origin,
) {
  const declined = await repo.closeSigner(tx, contract.companyId, signer.id, {
    status: 'declined',
    declinedAt: new Date(),
    declineReason: reason,
    ipAddress: origin.ip,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
  });
  if (!declined) throw notYourTurn();
  await repo.updateContract(tx, contract.companyId, contract.id, { status: 'declined' });
  await repo.appendEvent(tx, {
    companyId: contract.companyId,
    contractId: contract.id,
    kind: 'declined',
    actorKind: 'client',
    actorClientId: signer.clientId,
    actorName: signer.name,
    ipAddress: origin.ip,
    userAgent: declined.userAgent,
    data: { reason },
  });
}
