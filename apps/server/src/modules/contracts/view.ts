import type { Contract, ContractSignerOptions, ContractSummary } from '@focal/contracts/contracts/api';
import type { Db } from '../../db/client.ts';
import { clientsOf } from './merge-repo.ts';
import * as repo from './repo.ts';

/** A contract as the studio reads it: its signers, its audit trail, who may sign, what may be done. */
const iso = (at: Date | null) => at?.toISOString() ?? null;

export function summaryOf(
  row: repo.ContractRow,
  counts: { signers: number; signed: number },
): ContractSummary {
  return {
    id: row.id,
    jobId: row.jobId,
    title: row.title,
    status: row.status,
    version: row.version,
    signerCount: counts.signers,
    signedCount: counts.signed,
    sentAt: iso(row.sentAt),
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The record's clients (their first contact's address) and the company's owners. */
export async function signerOptionsOf(
  db: Db,
  companyId: string,
  jobId: string,
): Promise<ContractSignerOptions> {
  const clients = await clientsOf(db, companyId, jobId);
  const owners = await repo.ownersOf(db, companyId);
  return {
    clients: clients.map((c) => ({ id: c.id, name: c.displayName, email: c.contacts[0]?.email ?? null })),
    members: owners.map((o) => ({
      userId: o.userId,
      name: `${o.firstName} ${o.lastName}`.trim(),
      email: o.email,
    })),
  };
}

/** `viewer`: the member reading it (the studio's signature is theirs to make when it is their turn). */
export async function contractView(
  db: Db,
  row: repo.ContractRow,
  viewer: string | null = null,
): Promise<Contract> {
  const signers = await repo.signersOf(db, row.companyId, row.id);
  const events = await repo.eventsOf(db, row.companyId, row.id);
  const replacedById = await repo.successorOf(db, row.companyId, row.id);
  const signerOptions = await signerOptionsOf(db, row.companyId, row.jobId);
  const signed = signers.filter((s) => s.status === 'signed').length;
  const waiting = row.status === 'sent';
  const current = signers.find((s) => s.status === 'pending');
  return {
    ...summaryOf(row, { signers: signers.length, signed }),
    templateId: row.templateId,
    body: row.body,
    replacesId: row.replacesId,
    replacedById,
    renderedHtml: row.renderedHtml,
    bodySha256: row.bodySha256,
    disclosure: row.disclosure,
    voidedAt: iso(row.voidedAt),
    voidReason: row.voidReason,
    sealedAt: iso(row.sealedAt),
    signers: signers.map((s) => ({
      id: s.id,
      position: s.position,
      party: s.party,
      clientId: s.clientId,
      userId: s.userId,
      name: s.name,
      email: s.email,
      status: s.status,
      signedAt: iso(s.signedAt),
      signatureKind: s.signatureKind,
      signatureData: s.signatureData,
      declinedAt: iso(s.declinedAt),
      declineReason: s.declineReason,
    })),
    // Oldest first: the trail reads as it happened (the certificate prints it so too).
    events: [...events].reverse().map((e) => ({
      id: e.id,
      kind: e.kind,
      actorKind: e.actorKind,
      actorName: e.actorName,
      ipAddress: e.ipAddress,
      userAgent: e.userAgent,
      at: e.at.toISOString(),
      data: e.data,
    })),
    signerOptions,
    actions: {
      edit: row.status === 'draft',
      send: row.status === 'draft',
      remind: waiting && current?.party === 'client',
      void: waiting || row.status === 'declined',
      revise: (waiting || row.status === 'declined') && replacedById === null,
      delete: row.status === 'draft',
      sign: waiting && current?.party === 'studio' && current.userId !== null && current.userId === viewer,
    },
  };
}
