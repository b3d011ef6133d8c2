import { formatMoney } from '@focal/contracts/money/format';
import type { PortalCardPayment, PublicDocument } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { queueStudioNotice, type StudioNotice } from '../email-settings/notify.ts';

/**
 * What the studio is told by mail when its client acts in the portal (each notice once, by its key,
 * if the studio's switch for it is on): a quote accepted, an invoice paid, a lead booked by either.
 */
async function send(deps: AppDeps, notice: StudioNotice) {
  const ids = await deps.db.transaction((tx) => queueStudioNotice(tx, deps, notice));
  if (ids.length > 0) await deps.mailer.dispatch(ids);
}

export function quoteAccepted(
  deps: AppDeps,
  at: { companyId: string; jobId: string; quoteId: string },
  client: string,
  quote: Extract<PublicDocument, { kind: 'quote' }>,
) {
  return send(deps, {
    companyId: at.companyId,
    event: 'QUOTE_ACCEPTED',
    jobId: at.jobId,
    subject: `${client} accepted quote #${quote.number}`,
    lines: [`${client} accepted “${quote.title}” (version ${quote.version}) in their client portal.`],
    idempotencyKey: `quote-accepted-${at.quoteId}`,
  });
}

export function invoicePaid(
  deps: AppDeps,
  at: { companyId: string; jobId: string },
  client: string,
  paid: PortalCardPayment,
) {
  const amount = formatMoney(paid.amountMinor, paid.currency);
  const left = formatMoney(paid.invoice.balanceMinor, paid.currency);
  return send(deps, {
    companyId: at.companyId,
    event: 'INVOICE_PAID',
    jobId: at.jobId,
    subject: `${client} paid ${amount} on invoice ${paid.invoice.number}`,
    lines: [
      `${client} paid ${amount} by card in their client portal.`,
      paid.invoice.balanceMinor > 0
        ? `${left} is still to pay on invoice ${paid.invoice.number}.`
        : `Invoice ${paid.invoice.number} is paid in full.`,
    ],
    idempotencyKey: `card-payment-${paid.id}`,
  });
}

export function booked(
  deps: AppDeps,
  at: { companyId: string; jobId: string },
  jobName: string,
  why: 'quote_accepted' | 'payment_made' | 'contract_signed',
) {
  return send(deps, {
    companyId: at.companyId,
    event: 'JOB_BOOKED',
    jobId: at.jobId,
    subject: `${jobName} is booked`,
    lines: [
      why === 'quote_accepted'
        ? `Your client accepted a quote, so the lead “${jobName}” is now a job.`
        : why === 'contract_signed'
          ? `Your clients signed the contract, so the lead “${jobName}” is now a job.`
          : `Your client paid a deposit, so the lead “${jobName}” is now a job.`,
    ],
    idempotencyKey: `job-booked-${at.jobId}`,
  });
}
