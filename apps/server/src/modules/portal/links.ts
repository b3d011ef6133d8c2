import { PORTAL_LINK_DAYS, PORTAL_TEXTS, type PortalTarget, type PortalTargetKind } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import * as repo from './repo.ts';

/**
 * Magic links: 32 random bytes, stored as their SHA-256, opening one client's portal once within
 * PORTAL_LINK_DAYS. The web page posts the token (a mail scanner's GET of the page uses nothing).
 */
export type PortalLinkFor = {
  companyId: string;
  clientId: string;
  target: PortalTarget | null;
  /** The client asked for it (their one-a-minute counts these only, never the studio's mails). */
  askedByClient?: boolean;
};

export async function issuePortalLink(tx: Db, link: PortalLinkFor, publicUrl: string): Promise<string> {
  const token = randomToken();
  await repo.insertLink(tx, {
    companyId: link.companyId,
    clientId: link.clientId,
    tokenHash: hashToken(token),
    targetKind: link.target?.kind ?? null,
    targetId: link.target?.id ?? null,
    askedByClient: link.askedByClient ?? false,
    expiresAt: new Date(Date.now() + PORTAL_LINK_DAYS * 86_400_000),
  });
  return `${publicUrl.replace(/\/$/, '')}/portal/${link.companyId}/open/${token}`;
}

export const linkGone = () =>
  new AppError('PortalLinkGone', PORTAL_TEXTS.linkGoneTitle, PORTAL_TEXTS.linkGone);

/** The link a token names in this company, whatever its state; undefined for any other token. */
export async function linkOf(db: Db, companyId: string, token: string) {
  const link = await repo.linkByHash(db, hashToken(token));
  return link && link.companyId === companyId ? link : undefined;
}

export const targetOf = (link: repo.PortalTargetRow): PortalTarget | null =>
  link.targetKind && link.targetId ? { kind: link.targetKind, id: link.targetId } : null;

/** Stops the portal links mailed with a document or questionnaire, and the sessions they started; answers how many links. */
export const revokePortalLinksTo = (
  tx: Db,
  ref: { companyId: string; kind: PortalTargetKind; documentId: string },
) => repo.revokeLinksTo(tx, ref);
