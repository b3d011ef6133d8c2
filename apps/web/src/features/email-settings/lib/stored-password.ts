import type { CustomSmtp } from '@focal/contracts/email-settings';
import type { SmtpFormValues } from './schemas';

type Connection = Pick<SmtpFormValues, 'host' | 'port' | 'security' | 'username'>;

/**
 * Whether the password saved on the server still applies to the connection in the form: only for
 * the host, port, security and username it was saved with, as the server decides (it never sends
 * a stored password to another listener, issue 29 §6). Then an empty password field keeps it;
 * otherwise the password is typed again.
 */
export function storedPasswordApplies(smtp: CustomSmtp, form: Connection): boolean {
  return (
    smtp.hasPassword &&
    form.host.trim().toLowerCase() === (smtp.host ?? '').toLowerCase() &&
    form.port === smtp.port &&
    form.security === smtp.security &&
    form.username.trim() === (smtp.username ?? '')
  );
}

/** The password's hint: saved and kept, saved for other settings (type it again), or none. */
export function storedPasswordState(smtp: CustomSmtp, form: Connection): 'kept' | 'again' | null {
  if (!smtp.hasPassword || form.username.trim() === '') return null;
  return storedPasswordApplies(smtp, form) ? 'kept' : 'again';
}
