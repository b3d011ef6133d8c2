import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { revokeGmailToken } from '../gmail/sign-in.ts';
import { openCompanySecret } from './company-secrets.ts';
import { findEmailSettings, NO_CUSTOM_SMTP, upsertEmailSettings } from './repo.ts';
import { queueMailRouteNotice } from './route-notice.ts';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Issue 29 §5: a removed member's SMTP server or Gmail account must not keep receiving the studio's
 * mail. Run in the removal's transaction: what the member saved (`smtpConfiguredBy`,
 * `gmailConnectedBy`) is cleared, sending falls back to Focal's sender if it went through it, and
 * the owners are told which setting was reset. Returns what to do after commit: the notices to
 * dispatch and the Gmail token to revoke. Settings saved before the column existed name nobody and
 * stay (the owner was told of every change since, and can remove them).
 */
export async function resetMailRouteOfRemoved(
  deps: AppDeps,
  tx: Db,
  companyId: string,
  member: { id: string; name: string },
) {
  const row = await findEmailSettings(tx, companyId);
  const smtp = row.smtpConfiguredBy === member.id && row.smtpHost !== null;
  const gmail = row.gmailConnectedBy === member.id && row.gmailRefreshTokenSealed !== null;
  const mailIds: string[] = [];
  if (!smtp && !gmail) return { mailIds, gmailToken: null };
  const mode = (smtp && row.mode === 'smtp') || (gmail && row.mode === 'gmail') ? 'focal' : row.mode;
  await upsertEmailSettings(tx, companyId, {
    mode,
    ...(smtp && NO_CUSTOM_SMTP),
    ...(gmail && {
      gmailAddress: null,
      gmailRefreshTokenSealed: null,
      gmailAccountCredentialId: null,
      gmailConnectedBy: null,
    }),
  });
  for (const what of [smtp && `mail server ${row.smtpHost}`, gmail && `Gmail account ${row.gmailAddress}`]) {
    if (!what) continue;
    mailIds.push(
      ...(await queueMailRouteNotice(deps, tx, companyId, {
        kind: 'reset_after_removal',
        what,
        memberName: member.name,
      })),
    );
  }
  const gmailToken = gmail ? openCompanySecret(deps.config, companyId, row.gmailRefreshTokenSealed!) : null;
  return { mailIds, gmailToken };
}

/** After the removal committed: the notices leave, Google forgets the member's token. */
export async function afterMailRouteReset(
  deps: AppDeps,
  reset: { mailIds: string[]; gmailToken: string | null },
  log: Log,
) {
  await deps.mailer.dispatch(reset.mailIds);
  if (reset.gmailToken) await revokeGmailToken(deps.config, reset.gmailToken, log);
}
