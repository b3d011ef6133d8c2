import type { SmtpSpf } from '@focal/contracts/email-settings';
import { SPF_PENDING_WINDOW_MS, type SpfPending } from './spf-pending';

export type SpfOutcome = 'success' | 'failure' | 'keep-checking' | 'obsolete';

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * What one answer of the SPF route means for a pending check (spec 02 §4): CONNECTED → the success
 * modal; SPF_ISSUE within 24 hours of the pending timestamp → keep checking; after them → the failure
 * modal. `checkedAt` is when the answer arrived, so the 24 hours are measured to the check, not to
 * whenever the effect runs. An answer about something else than the pending check (the studio went
 * back to Focal's sender or Gmail, or the sender's domain changed since) ends it without a modal.
 */
export function spfOutcome(answer: SmtpSpf, pending: SpfPending, checkedAt: number): SpfOutcome {
  if (answer.mode !== 'smtp') return 'obsolete';
  if (
    answer.domain &&
    pending.username.includes('@') &&
    domainOf(pending.username) !== answer.domain.toLowerCase()
  )
    return 'obsolete';
  if (answer.smtpStatus === 'CONNECTED') return 'success';
  return checkedAt - pending.since >= SPF_PENDING_WINDOW_MS ? 'failure' : 'keep-checking';
}
