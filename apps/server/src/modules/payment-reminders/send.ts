import { renderEmailTemplate } from '@focal/contracts';
import { formatMoney } from '@focal/contracts/money/format';
import { PAYMENT_REMINDER_DEFAULTS } from '@focal/contracts/payment-reminders';
import { isoToZoned } from '@focal/contracts/zoned-time';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { checkedAddress } from '../../mail/headers.ts';
import { queueStudioMail } from '../../mail/studio-mail.ts';
import { recordActivity } from '../activity/record.ts';
import { owedInstalments, recipientOf } from '../invoices/service.ts';
import { printDay } from '../pdf/document-layout.ts';
import { issuePortalLink } from '../portal/links.ts';
import { type DueReminder, lastNextDue, remindersDue, type ReminderDays } from './due.ts';
import { failedRun, REMINDER_SENT_ACTIVITY, REMINDER_WORDS } from './messages.ts';
import * as repo from './repo.ts';

const COMPANY_BATCH = 100;
const INVOICE_BATCH = 200;
/** Reminders leave at 8 in the morning on the studio's clock (the run is hourly). */
export const REMINDER_HOUR = 8;

type Company = Awaited<ReturnType<typeof repo.companiesToRemind>>[number];
type OwedInvoice = Awaited<ReturnType<typeof owedInstalments>>[number];

/**
 * The hourly run (PAYMENT_REMINDERS_SEND), and what tests call with the moment they choose: for
 * every company with reminders on whose clock reads REMINDER_HOUR o'clock at `now` (once a day
 * each), each instalment still owed that is due in one of its days before, or overdue by one of its
 * days after, today in the company's zone, is reminded once. A reminder that fails does not stop
 * the others; the run then fails, and pg-boss's retry sends what is left. Answers how many mails
 * it queued.
 */
export async function sendDueReminders(deps: AppDeps, now = new Date()): Promise<number> {
  let mailed = 0;
  const errors: unknown[] = [];
  for (let after: string | null = null; ;) {
    const at = { now, hour: REMINDER_HOUR };
    const companies = await repo.companiesToRemind(deps.db, at, { afterId: after, limit: COMPANY_BATCH });
    for (const company of companies) mailed += await remindCompany(deps, company, now, errors);
    if (companies.length < COMPANY_BATCH) break;
    after = companies.at(-1)!.id;
  }
  if (errors.length > 0) throw new AggregateError(errors, failedRun(errors.length));
  return mailed;
}

async function remindCompany(deps: AppDeps, company: Company, now: Date, errors: unknown[]) {
  const days: ReminderDays = {
    daysBefore: company.daysBefore ?? PAYMENT_REMINDER_DEFAULTS.daysBefore,
    daysAfter: company.daysAfter ?? PAYMENT_REMINDER_DEFAULTS.daysAfter,
  };
  if (days.daysBefore.length === 0 && days.daysAfter.length === 0) return 0;
  const today = isoToZoned(now, company.timeZone).day;
  const window = { until: lastNextDue(days, today), today };
  let mailed = 0;
  for (let after: { dueOn: string; id: string } | null = null; ;) {
    const invoices = await owedInstalments(deps.db, company.id, window, { after, limit: INVOICE_BATCH });
    const mailIds: string[] = [];
    for (const invoice of invoices) {
      for (const due of remindersDue(invoice.instalments, days, today)) {
        try {
          const mailId = await remind(deps, company.id, invoice, due);
          if (mailId) mailIds.push(mailId);
        } catch (error) {
          errors.push(error);
        }
      }
    }
    // Each page's mail leaves as soon as its rows are committed (the outbox's sweep finds any left).
    await deps.mailer.dispatch(mailIds);
    mailed += mailIds.length;
    if (invoices.length < INVOICE_BATCH) return mailed;
    const last = invoices.at(-1)!;
    after = { dueOn: last.nextDueOn, id: last.id };
  }
}

/** The client's address as a mail header takes it, or null (none, or one no server accepts). */
function mailable(email: string | undefined) {
  try {
    return email ? checkedAddress(email, 'to') : null;
  } catch {
    return null;
  }
}

/**
 * One reminder, in one transaction: its row claimed first, and its mail queued only if this run
 * claimed it, so a re-run, or a run beside it, sends nothing twice. With nobody to mail (the record's
 * main client has no usable address) the row stays, without a mail: that reminder's day is past.
 */
function remind(deps: AppDeps, companyId: string, invoice: OwedInvoice, due: DueReminder) {
  return deps.db.transaction(async (tx): Promise<string | null> => {
    const { owingMinor: _owing, ...reminder } = due;
    const claimed = await repo.claimReminder(tx, { companyId, invoiceId: invoice.id, ...reminder });
    if (!claimed) return null;
    const recipient = await recipientOf(tx, companyId, invoice.jobId);
    const to = mailable(recipient?.email);
    if (!recipient || !to) return null;
    const mailId = await queueReminder(tx, deps, { invoice, due, recipient, to, companyId });
    await repo.setReminderMail(tx, companyId, claimed, mailId);
    await recordActivity(tx, {
      companyId,
      subjectType: 'job',
      subjectId: invoice.jobId,
      userId: null,
      action: REMINDER_SENT_ACTIVITY,
      details: { invoiceId: invoice.id, number: invoice.number, ...reminder },
    });
    return mailId;
  });
}

type Recipient = NonNullable<Awaited<ReturnType<typeof recipientOf>>>;

/** The mail: the studio's sender and signature, a portal link that opens the invoice. */
async function queueReminder(
  tx: Db,
  deps: AppDeps,
  mail: { invoice: OwedInvoice; due: DueReminder; recipient: Recipient; to: string; companyId: string },
) {
  const { invoice, due, recipient, companyId } = mail;
  // The link opens the client's portal once, at this invoice (docs/decisions/client-portal.md).
  const link = await issuePortalLink(
    tx,
    { companyId, clientId: recipient.clientId, target: { kind: 'invoice', id: invoice.id } },
    deps.config.publicUrl,
  );
  const rendered = renderEmailTemplate(REMINDER_WORDS[due.kind], {
    client_first_name: recipient.firstName,
    client_full_name: recipient.fullName,
    client_email: recipient.email,
    job_name: invoice.jobName,
    invoice_number: invoice.number,
    invoice_amount: formatMoney(due.owingMinor, invoice.currency),
    invoice_due_date: printDay(due.dueOn),
    invoice_link: link,
    studio_name: invoice.studioName,
  });
  return queueStudioMail(
    tx,
    {
      companyId,
      to: mail.to,
      subject: rendered.subject,
      html: rendered.html,
      refId: invoice.id,
      jobId: invoice.jobId,
      idempotencyKey: `invoice-${invoice.id}-reminder-${due.instalment}-${due.dueOn}-${due.kind}-${due.days}`,
    },
    deps.config,
  );
}
