import { escapeHtml } from '@focal/contracts';
import { PNG_DATA_URL_PREFIX } from '@focal/contracts/contracts/signing';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { queueStudioMail } from '../../mail/studio-mail.ts';
import { PRIVATE_FOLDER, putContentAddressed } from '../../storage/file-store.ts';
import type { SealInput } from '../contract-seal/input.ts';
import type { ContractSealJob, SealStore } from '../contract-seal/seal-queue.ts';
import type { SealedContract } from '../contract-seal/seal.ts';
import { studioOf } from './merge-repo.ts';
import { SealMail as M } from './messages.ts';
import * as repo from './repo.ts';

/**
 * The contracts' side of the sealing job (modules/contract-seal/README.md): the signed contract as
 * stored (its frozen text, the signatures, the trail), and the one transaction that keeps the seal:
 * the PDF stored, 'sealing' → 'completed', the trail's 'sealed' and 'completed', and the sealed PDF
 * mailed to every party. The original stays as it was, so a contract can be sealed again.
 */
const signatureOf = (s: repo.SignerRow): NonNullable<SealInput['signers']>[number]['signature'] =>
  s.signatureKind === 'drawn'
    ? { kind: 'drawn', png: Buffer.from((s.signatureData ?? '').slice(PNG_DATA_URL_PREFIX.length), 'base64') }
    : { kind: 'typed', text: s.signatureData ?? s.name };

async function load(db: Db, job: ContractSealJob): Promise<SealInput | null> {
  const contract = await repo.contractOfJob(db, job);
  if (contract?.status !== 'sealing') return null;
  const studio = await studioOf(db, contract.companyId);
  const signers = (await repo.signersOf(db, contract.companyId, contract.id))
    .filter((s) => s.status === 'signed')
    .sort((a, b) => a.signedAt!.getTime() - b.signedAt!.getTime());
  const events = [...(await repo.eventsOf(db, contract.companyId, contract.id))].reverse();
  return {
    contract: {
      id: contract.id,
      title: contract.title,
      bodyHtml: contract.renderedHtml ?? '',
      companyName: studio.name,
    },
    signers: signers.map((s) => ({
      name: s.name,
      email: s.email ?? '-',
      party: s.party,
      signedAt: s.signedAt!,
      ip: s.ipAddress,
      userAgent: s.userAgent,
      signature: signatureOf(s),
    })),
    events: events.map((e) => ({
      kind: e.kind,
      at: e.at,
      actorName: e.actorName,
      ip: e.ipAddress,
      userAgent: e.userAgent,
    })),
    // The last signature's time, not now: every attempt prints the same pages, so the same hash.
    sealedAt: signers.at(-1)?.signedAt ?? contract.updatedAt,
  };
}

async function complete(deps: AppDeps, job: ContractSealJob, sealed: SealedContract) {
  const path = await putContentAddressed(deps.files, `${PRIVATE_FOLDER}/contracts`, 'bin', sealed.pdf);
  const mails = await deps.db.transaction(async (tx) => {
    const contract = await repo.findContract(tx, job.companyId, job.contractId, true);
    if (contract?.status !== 'sealing') return [];
    const now = new Date();
    await repo.updateContract(tx, job.companyId, job.contractId, {
      status: 'completed',
      completedAt: now,
      sealedAt: now,
      sealedPdfPath: path,
    });
    const system = { companyId: job.companyId, contractId: job.contractId, actorKind: 'system' as const };
    await repo.appendEvent(tx, {
      ...system,
      kind: 'sealed',
      data: { sha256: sealed.sha256, bytes: sealed.contractBytes },
    });
    await repo.appendEvent(tx, { ...system, kind: 'completed' });
    const studio = await studioOf(tx, job.companyId);
    const ids: string[] = [];
    for (const signer of await repo.signersOf(tx, job.companyId, job.contractId)) {
      if (!signer.email) continue;
      ids.push(
        await queueStudioMail(
          tx,
          {
            companyId: job.companyId,
            to: signer.email,
            subject: M.subject(contract.title).replace(/[\r\n]+/g, ' '),
            html: M.body(escapeHtml(signer.name), escapeHtml(contract.title), escapeHtml(studio.name)),
            refId: contract.id,
            jobId: contract.jobId,
            idempotencyKey: `contract-${contract.id}-sealed-${signer.id}`,
            attachments: [{ fileName: M.fileName(contract.title), path, contentType: 'application/pdf' }],
          },
          deps.config,
        ),
      );
    }
    return ids;
  });
  if (mails.length > 0) await deps.mailer.dispatch(mails);
}

/** A contract the seal refuses stays signed and unsealed, said in its trail; it is not tried again. */
async function refuse(db: Db, job: ContractSealJob, reason: string) {
  await db.transaction(async (tx) => {
    const contract = await repo.findContract(tx, job.companyId, job.contractId, true);
    if (contract?.status !== 'sealing') return;
    await repo.updateContract(tx, job.companyId, job.contractId, {
      status: 'completed',
      completedAt: new Date(),
    });
    await repo.appendEvent(tx, {
      companyId: job.companyId,
      contractId: job.contractId,
      actorKind: 'system',
      kind: 'completed',
      data: { sealRefused: reason.slice(0, 500) },
    });
  });
}

export function contractSealStore(deps: AppDeps): SealStore {
  return {
    load: (job) => load(deps.db, job),
    complete: (job, sealed) => complete(deps, job, sealed),
    refuse: (job, reason) => refuse(deps.db, job, reason),
    stuck: async (seconds) => repo.sealingSince(deps.db, new Date(Date.now() - seconds * 1000)),
  };
}
