import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { type MailRouteChange, mailRouteChangedMail } from '../../mail/mail-route-mail.ts';
import { queueMail } from '../../mail/outbox.ts';
import { assertOwner, type CompanyScope } from '../auth/guards.ts';
import { ownersOf } from '../memberships/service.ts';

export type { MailRouteChange };

/**
 * Where the company's mail goes (provider, own SMTP server, Gmail, reply address) is the owner's
 * (issue 29 §5): a member who pointed it at a server of their own would keep receiving the studio's
 * mail after being removed. As a preHandler after `requireCompany`, so a member's request changes
 * nothing and starts nothing (no SMTP test, no Gmail exchange).
 */
export const requireOwner = async (request: { company: CompanyScope | null }) => {
  assertOwner(request.company!);
};

/**
 * Tells every owner of the company, by mail, that where its mail goes changed, and how. Account mail
 * (no company id): it leaves through Focal's own sender, never through the server it is about.
 */
export async function noticeMailRouteChanged(deps: AppDeps, companyId: string, change: MailRouteChange) {
  await deps.mailer.dispatch(await queueMailRouteNotice(deps, deps.db, companyId, change));
}

/** The notices queued in `db` (a caller's transaction); the caller dispatches the ids after commit. */
export async function queueMailRouteNotice(
  deps: AppDeps,
  db: Db,
  companyId: string,
  change: MailRouteChange,
) {
  const link = `${deps.config.publicUrl}/settings/email-settings`;
  const ids: string[] = [];
  for (const owner of await ownersOf(db, companyId)) {
    const mail = mailRouteChangedMail({ to: owner.email, firstName: owner.firstName, link, change });
    ids.push(await queueMail(db, { kind: 'security', userId: owner.id, ...mail }));
  }
  return ids;
}
