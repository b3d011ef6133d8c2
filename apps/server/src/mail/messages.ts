import type { ErrorCode } from '@focal/contracts';
import type { SmtpFailure, SmtpFailureKind } from './smtp-errors.ts';

/** What a photographer reads when the connection test fails: the cause, and what to check. */
export const SmtpTestText: Record<SmtpFailureKind, { code: ErrorCode; title: string; message: string }> = {
  auth: {
    code: 'SmtpAuthFailed',
    title: 'Sign-in to your mail server failed',
    message:
      'Your mail server refused the username or password. Check them (some providers want an app password rather than your usual one) and try again.',
  },
  tls: {
    code: 'SmtpTlsFailed',
    title: 'Secure connection failed',
    message:
      'We could not open a secure connection to your mail server. Check the security setting for this port (TLS for 465, STARTTLS for 587) and that the server’s certificate matches its name.',
  },
  unreachable: {
    code: 'SmtpUnreachable',
    title: 'Mail server not reachable',
    message:
      'We could not reach your mail server: the host name was not found, the port refused the connection, or the server did not answer in time. Check the host and port.',
  },
  'not-allowed': {
    code: 'SmtpHostNotAllowed',
    title: 'Mail server not allowed',
    message:
      'This host is, or points to, a private or local network address, which Focal does not connect to. Use your provider’s public mail server name.',
  },
  sender: {
    code: 'SmtpSenderRefused',
    title: 'Sender address refused',
    message:
      'Your mail server refused to send from this sender address. Use an address your account on that server may send as.',
  },
  recipient: {
    code: 'SmtpSenderRefused',
    title: 'Recipient address refused',
    message: 'Your mail server refused the address the test email was sent to. Check that address.',
  },
  other: {
    code: 'SmtpTestFailed',
    title: 'Test email not sent',
    message: 'Your mail server did not accept the test email.',
  },
};

/** The mail log's words for what went wrong last, by what the worker recorded. */
export const MailLogText = {
  focalNotConfigured: 'Waiting: this server has no mail server of its own configured.',
  settingsUnusable: 'The studio’s email settings cannot send (incomplete or disconnected).',
  attemptsExhausted: 'Gave up after repeated failures.',
  /** Each failure in words, before the server's own answer. */
  failure: {
    auth: 'The mail server refused the username or password.',
    tls: 'The secure connection to the mail server failed.',
    unreachable: 'The mail server could not be reached.',
    'not-allowed': 'The mail server’s host is not allowed (a private or local address).',
    sender: 'The mail server refused the sender address.',
    recipient: 'The recipient’s address was refused.',
    other: 'The mail server did not accept the message.',
  } satisfies Record<SmtpFailureKind, string>,
};

/** A failure as the log shows it (a delivery's, a connection test's): in words, then the server's answer. */
export const failureInWords = (failure: SmtpFailure) =>
  `${MailLogText.failure[failure.kind]} (${failure.summary})`;
