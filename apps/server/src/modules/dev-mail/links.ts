import type { AppDeps } from '../../deps.ts';
import type { MailKind } from '../../mail/outbox.ts';

export const MAIL_LINK_PURPOSE = 'dev-mail';

/**
 * The only kinds a development mailbox link may show: the sign-up confirmation (to the person who
 * just signed up) and the invitation (to the owner who sent it). A reset, address-change or sign-in
 * mail grants the account itself, so it is never shown to whoever asked for it.
 */
export const LINKABLE_KINDS: readonly MailKind[] = ['signup', 'invitation'];

/**
 * Without a mail server, a link that opens exactly one message until `expiresAt` (the life of what
 * the mail grants). Never a link to an address's mailbox: a later mail to it stays unreadable.
 */
export async function devMailLink(deps: AppDeps, mail: { id: string; kind: MailKind }, expiresAt: Date) {
  if (!deps.config.devMailbox || !LINKABLE_KINDS.includes(mail.kind)) return undefined;
  if (expiresAt.getTime() <= Date.now()) return undefined;
  const token = await deps.tokens.signPurpose(MAIL_LINK_PURPOSE, mail.id, expiresAt);
  return { url: `/dev/mail?token=${encodeURIComponent(token)}` };
}
