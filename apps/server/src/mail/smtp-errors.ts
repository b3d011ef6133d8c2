import { SmtpHostError } from './host-guard.ts';

/**
 * What went wrong with one SMTP delivery, read from nodemailer's error (`code`, the server's
 * `responseCode` and the `command` it answered) or the host guard's refusal.
 */
export type SmtpFailureKind =
  'auth' | 'tls' | 'unreachable' | 'not-allowed' | 'sender' | 'recipient' | 'other';

export type SmtpFailure = {
  kind: SmtpFailureKind;
  /**
   * The server refused for good (a 5xx to MAIL FROM, RCPT TO or DATA): trying again sends nothing,
   * so the message is marked bounced and not retried.
   */
  permanent: boolean;
  /** One line for the log: the server's answer or the error's, never credentials. */
  summary: string;
};

type NodemailerError = Error & { code?: string; responseCode?: number; command?: string; response?: string };

const TLS_WORDS = /\b(tls|ssl|certificate|self[- ]signed|wrong version number|handshake|CERT_)/i;
const UNREACHABLE = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'EDNS',
  'ENOTFOUND',
  'ECONNREFUSED',
  'EHOSTUNREACH',
]);

export function classifySmtpError(error: unknown): SmtpFailure {
  if (error instanceof SmtpHostError) {
    return error.reason === 'not-allowed'
      ? { kind: 'not-allowed', permanent: true, summary: `The host ${error.host} is not allowed.` }
      : { kind: 'unreachable', permanent: false, summary: `The host ${error.host} was not found.` };
  }
  const e = (error instanceof Error ? error : new Error(String(error))) as NodemailerError;
  const summary = oneLine(e.message);
  const code = e.responseCode ?? 0;
  const command = (e.command ?? '').toUpperCase();
  if (e.code === 'EAUTH' || code === 535 || code === 534 || command.startsWith('AUTH'))
    return { kind: 'auth', permanent: false, summary };
  if (e.code === 'ETLS' || command === 'STARTTLS' || (e.code === 'ESOCKET' && TLS_WORDS.test(e.message)))
    return { kind: 'tls', permanent: false, summary };
  if (
    UNREACHABLE.has(e.code ?? '') ||
    (e.code === 'ESOCKET' && command === 'CONN') ||
    /ECONNREFUSED|ETIMEDOUT|ENOTFOUND/.test(e.message)
  )
    return { kind: 'unreachable', permanent: false, summary };
  const permanent = code >= 500 && code < 600;
  if (command === 'MAIL FROM') return { kind: 'sender', permanent, summary };
  if (command === 'RCPT TO') return { kind: 'recipient', permanent, summary };
  return { kind: 'other', permanent: permanent && command === 'DATA', summary };
}

/** Bounded and on one line; a server's answer is kept, nothing else of the request is. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 500);
