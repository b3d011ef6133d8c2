import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { openCompanySecret } from '../modules/email-settings/company-secrets.ts';
import { focalSender } from '../modules/email-settings/focal-sender.ts';
import { type EmailSettingsRow, sendingSettingsOf } from '../modules/email-settings/settings.ts';
import { gmailTransportOptions } from '../modules/gmail/transport.ts';
import { displayName } from './headers.ts';
import { MailLogText } from './messages.ts';
import type { findMail } from './repo.ts';
import { customSmtpTransport } from './transports.ts';

type Mail = NonNullable<Awaited<ReturnType<typeof findMail>>>;
type Address = { name: string; address: string };

/** How one message leaves: through which transport, from whom, replies to whom. */
export type Route =
  | { kind: 'send'; transport: Transporter; from: Address | string; replyTo: string | null; owned: boolean }
  /** Focal's own server is not configured: the message stays in the outbox (development mailbox). */
  | { kind: 'wait'; reason: string }
  /** The company's settings cannot send (incomplete, a secret that does not open): failed. */
  | { kind: 'unusable'; reason: string };

export type SenderContext = { db: Db; config: Config; focal: Transporter | undefined };

/**
 * Chosen when the message is delivered, not when it was queued: a studio that switched from its
 * own server back to Focal's sends its waiting mail through Focal's. Account mail (no company)
 * always goes through Focal's SMTP_URL from MAIL_FROM.
 */
export async function routeFor(ctx: SenderContext, mail: Mail): Promise<Route> {
  const { db, config, focal } = ctx;
  const waitForFocal = { kind: 'wait', reason: MailLogText.focalNotConfigured } as const;
  if (!mail.companyId) {
    return focal
      ? { kind: 'send', transport: focal, from: config.mailFrom, replyTo: mail.replyTo, owned: false }
      : waitForFocal;
  }
  const { settings: row, company } = await sendingSettingsOf(db, mail.companyId);
  if (!company) return { kind: 'unusable', reason: MailLogText.settingsUnusable };
  const focalFrom = focalSender(config, company, row);
  switch (row.mode) {
    case 'smtp':
      return smtpRoute(config, row, company.name, mail.replyTo);
    case 'gmail':
      return gmailRoute(
        config,
        row,
        company.name,
        mail.replyTo ?? (row.gmailReceiveReplies ? null : focalFrom.replyTo),
      );
    default:
      return focal
        ? {
            kind: 'send',
            transport: focal,
            from: { name: displayName(focalFrom.name), address: focalFrom.address },
            replyTo: mail.replyTo ?? focalFrom.replyTo,
            owned: false,
          }
        : waitForFocal;
  }
}

async function smtpRoute(
  config: Config,
  row: EmailSettingsRow,
  companyName: string,
  replyTo: string | null,
): Promise<Route> {
  if (!row.smtpHost || !row.smtpPort || !row.smtpSecurity || !row.senderEmail)
    return { kind: 'unusable', reason: MailLogText.settingsUnusable };
  let password: string | null = null;
  try {
    password = row.smtpPasswordSealed
      ? openCompanySecret(config, row.companyId, row.smtpPasswordSealed)
      : null;
  } catch {
    return { kind: 'unusable', reason: MailLogText.settingsUnusable };
  }
  // The host guard runs here, at every delivery: a name that now points somewhere private is refused.
  const transport = await customSmtpTransport(config, {
    host: row.smtpHost,
    port: row.smtpPort,
    security: row.smtpSecurity,
    username: row.smtpUser,
    password,
  });
  const from = { name: displayName(row.senderName ?? companyName), address: row.senderEmail };
  return { kind: 'send', transport, from, replyTo, owned: true };
}

async function gmailRoute(
  config: Config,
  row: EmailSettingsRow,
  companyName: string,
  replyTo: string | null,
): Promise<Route> {
  if (!config.gmail || !row.gmailAddress || !row.gmailRefreshTokenSealed)
    return { kind: 'unusable', reason: MailLogText.settingsUnusable };
  // Anything else it throws (the OAuth server unreachable) is an attempt that failed: retried.
  const options = await gmailTransportOptions(config, row);
  const transport = nodemailer.createTransport({ ...options, logger: false, debug: false });
  const from = { name: displayName(row.gmailSenderName ?? companyName), address: row.gmailAddress! };
  return { kind: 'send', transport, from, replyTo, owned: true };
}
