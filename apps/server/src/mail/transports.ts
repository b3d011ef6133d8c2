import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { checkedAddress, displayName, mailHeaders } from './headers.ts';
import { checkSmtpHost } from './host-guard.ts';
import { failureInWords, SmtpTestText } from './messages.ts';
import { recordSentMail } from './repo.ts';
import { type Signature, withSignature } from './signature.ts';
import { classifySmtpError } from './smtp-errors.ts';

/** A company's own SMTP server, as the settings hold it (the password unsealed by the caller). */
export type SmtpSettings = {
  host: string;
  port: number;
  /** 'tls': TLS from the first byte (465); 'starttls': the upgrade is required (587); 'none': plain. */
  security: 'tls' | 'starttls' | 'none';
  username: string | null;
  password: string | null;
};

export type GuardConfig = Pick<Config, 'smtpAllowedNetworks' | 'dnsServers'>;

/**
 * A studio's server is someone else's machine: a few seconds to connect and greet, and a bound on
 * silence, so a dead host fails a test (or a delivery attempt) quickly instead of hanging a worker.
 */
const TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 15_000,
  dnsTimeout: 5_000,
};

/** Focal's own server (SMTP_URL): account mail, and studio mail in focal mode. */
export const focalTransport = (smtpUrl: string): Transporter => nodemailer.createTransport(smtpUrl);

/**
 * A company's server, after the host guard: nodemailer connects to the address the guard checked
 * (never resolving the name again) and checks the certificate against the name.
 */
export async function customSmtpTransport(config: GuardConfig, settings: SmtpSettings): Promise<Transporter> {
  const checked = await checkSmtpHost(settings.host, {
    allowed: config.smtpAllowedNetworks,
    dnsServers: config.dnsServers,
  });
  const options: SMTPTransport.Options = {
    host: checked.address,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(checked.servername ? { tls: { servername: checked.servername } } : {}),
    ...(settings.username ? { auth: { user: settings.username, pass: settings.password ?? '' } } : {}),
    ...TIMEOUTS,
    // Never a session transcript in our logs: it would carry the AUTH exchange.
    logger: false,
    debug: false,
  };
  return nodemailer.createTransport(options);
}

export type SmtpTestMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The company's signature (`companySignature`), added as every studio mail has it. */
  signature?: Signature | null;
};

/** With it, the connection test is a row of that company's mail log (`recordSentMail`). */
export type SmtpTestLog = { db: Db; companyId: string };

/**
 * The connection test: one real message, now, through the settings (after the host guard), from
 * the sender they name. Failure throws an AppError whose code says the cause (SmtpAuthFailed,
 * SmtpTlsFailed, SmtpUnreachable, SmtpHostNotAllowed, SmtpSenderRefused, SmtpTestFailed); a bad
 * header field is a ValidationFailed before anything is sent (and nothing is logged). With `log`,
 * the message as sent (signature and all) is written to the company's log after its one attempt,
 * delivered or failed in the log's words, whether or not the caller then saves anything.
 */
export async function sendSmtpTest(
  config: GuardConfig,
  settings: SmtpSettings & { senderName: string | null; senderEmail: string },
  message: SmtpTestMessage,
  log?: SmtpTestLog,
): Promise<{ messageId: string }> {
  const headers = mailHeaders({ to: message.to, subject: message.subject });
  const from = {
    name: displayName(settings.senderName ?? ''),
    address: checkedAddress(settings.senderEmail),
  };
  const body = withSignature({ html: message.html, text: message.text }, message.signature ?? null);
  let transport: Transporter | undefined;
  let result: { messageId: string } | { error: unknown };
  try {
    transport = await customSmtpTransport(config, settings);
    const info = await transport.sendMail({ from, to: headers.to, subject: headers.subject, ...body });
    result = { messageId: String(info.messageId) };
  } catch (error) {
    result = { error };
  } finally {
    transport?.close();
  }
  if (log) {
    const outcome =
      'error' in result
        ? { delivered: false as const, error: failureInWords(classifySmtpError(result.error)) }
        : { delivered: true as const };
    const row = { kind: 'smtp_test' as const, companyId: log.companyId, ...headers, ...body };
    await recordSentMail(log.db, row, outcome);
  }
  if ('error' in result) throw smtpTestError(result.error);
  return result;
}

/** The AppError for a failed test: the cause's code and words, and the server's own answer. */
function smtpTestError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const failure = classifySmtpError(error);
  const text = SmtpTestText[failure.kind];
  const message = failure.kind === 'other' ? `${text.message} It answered: ${failure.summary}` : text.message;
  return new AppError(text.code, text.title, message, { data: { reason: failure.kind } });
}
