import type { AppDeps } from '../../deps.ts';

export const ADDRESS_PURPOSE = 'dev-mailbox';

/**
 * Without SMTP, a link to the development mailbox of one address (an invitee has no account to
 * sign in with): offered to whoever caused the mail, such as the owner who invited them.
 */
export async function devMailboxLink(deps: AppDeps, address: string) {
  if (deps.mailer.delivers) return undefined;
  const token = await deps.tokens.signPurpose(ADDRESS_PURPOSE, address, '7d');
  return { url: `/dev/mail?token=${encodeURIComponent(token)}` };
}
