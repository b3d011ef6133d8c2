import type { Config } from '../../config.ts';
import type { EmailSettingsRow } from './repo.ts';

/** The address part of `Name <local@domain>` or a bare `local@domain` (the last `<…>` of a name with a `<`). */
export const mailboxAddress = (mailbox: string) => (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();

/** `<username>@<MAIL_REPLY_DOMAIN>`, or null while the studio has chosen no reply name. */
export const replyAddressOf = (
  config: Pick<Config, 'mailReplyDomain'>,
  row: Pick<EmailSettingsRow, 'replyUsername'>,
) => (row.replyUsername ? `${row.replyUsername}@${config.mailReplyDomain}` : null);

/**
 * How studio mail looks in focal mode: from `"<studio name> via Focal" <MAIL_FROM address>` (our own
 * domain, which our SPF covers), replies to the studio's reply-domain address when it chose one,
 * else to the company's email. The mail service's delivery uses the same (one spelling).
 */
export function focalSender(
  config: Pick<Config, 'mailFrom' | 'mailReplyDomain'>,
  company: { name: string; email: string },
  row: Pick<EmailSettingsRow, 'replyUsername'>,
) {
  const name = `${company.name.replace(/[\r\n"\\]/g, ' ').trim()} via Focal`;
  const address = mailboxAddress(config.mailFrom);
  return {
    name,
    address,
    formatted: `"${name}" <${address}>`,
    replyTo: replyAddressOf(config, row) ?? company.email,
  };
}
