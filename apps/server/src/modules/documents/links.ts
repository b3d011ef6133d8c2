import { createHash, randomBytes } from 'node:crypto';
import { DOCUMENT_LINK_DAYS } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { revokePortalLinksTo } from '../portal/links.ts';
import * as repo from './repo.ts';

/**
 * A document's link for its client: 32 random bytes, stored as their SHA-256, opening that one
 * quote or invoice for DOCUMENT_LINK_DAYS. Each send gives a new one; revoking ends them all.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueDocumentLink(tx: Db, ref: repo.DocumentRef, publicUrl: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertLink(tx, ref, hashOf(token), new Date(Date.now() + DOCUMENT_LINK_DAYS * 86_400_000));
  return `${publicUrl.replace(/\/$/, '')}/d/${token}`;
}

/** What a token opens (company, kind, document), or undefined; the opening is noted on the link. */
export async function openDocumentLink(db: Db, token: string) {
  const link = await repo.liveLink(db, hashOf(token));
  if (!link) return undefined;
  await repo.touchLink(db, link.id);
  return { companyId: link.companyId, kind: link.kind, documentId: link.documentId };
}

/** Every link mailed for the document stops: its own `/d/` links and the portal links mailed with it. */
export async function revokeDocumentLinks(tx: Db, ref: repo.DocumentRef): Promise<number> {
  return tx.transaction(
    async (inner) => (await repo.revokeLinks(inner, ref)) + (await revokePortalLinksTo(inner, ref)),
  );
}
