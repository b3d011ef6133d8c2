import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { type MailRouteChange, mailRouteChangedMail } from '../../mail/mail-route-mail.ts';
import { queueMail } from '../../mail/outbox.ts';
import { ownersOf } from '../memberships/service.ts';

export type { MailRouteChange };

/**
 * A change of where the company's mail goes (provider, own SMTP server, Gmail, reply address; the
 * owner's alone, issue 29 §5) and the owners' notice of it, in one transaction: the change is never
 * kept without its notice. `write` makes the change and answers the notice's details, or null when
 * nothing changed. The notices leave after commit.
 */
export async function changeMailRoute<T>(
  deps: AppDeps,
  companyId: string,
  write: (tx: Db) => Promise<{ result: T; change: MailRouteChange | null }>,
): Promise<T> {
  const { result, mailIds } = await deps.db.transaction(async (tx) => {
    const { result, change } = await write(tx);
    return { result, mailIds: change ? await queueMailRouteNotice(deps, tx, companyId, change) : [] };
  });
  await deps.mailer.dispatch(mailIds);
  return result;
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
