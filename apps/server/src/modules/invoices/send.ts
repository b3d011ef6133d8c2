import type { Invoice } from '@focal/contracts';
import { formatMoney } from '@focal/contracts/money/format';
import type { AppDeps } from '../../deps.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { issueDocumentLink } from '../documents/links.ts';
import { queueDocumentMail } from '../documents/mail.ts';
import { printDay } from '../pdf/document-layout.ts';
import { invoicePdf } from './pdf.ts';
import { editInvoice, getInvoice, issueInvoice, recipientOf } from './service.ts';

/**
 * Issues a draft (its number, day and parties) and, unless the studio hands it over itself, mails
 * it to the record's main client with a link that opens it and its PDF, in one transaction; the
 * mail leaves after the commit. A client without an address gets no mail: `mailedTo` says so.
 */
export async function sendInvoice(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; email: boolean },
): Promise<Invoice & { mailedTo: string | null }> {
  let mail: { id: string; to: string } | null = null;
  const invoice = await editInvoice(deps.db, scope, id, body.updatedAt, async (tx, found) => {
    await issueInvoice(tx, scope, found);
    const recipient = body.email ? await recipientOf(tx, scope.companyId, found.invoice.jobId) : null;
    if (!recipient) return;
    const link = await issueDocumentLink(tx, { companyId: scope.companyId, kind: 'invoice', documentId: id }, deps.config.publicUrl);
    const issued = await getInvoice(tx, scope, id);
    const pdf = await invoicePdf({ db: tx, files: deps.files }, scope, id);
    const mailId = await queueDocumentMail(tx, deps, {
      kind: 'invoice',
      companyId: scope.companyId,
      jobId: issued.jobId,
      documentId: id,
      to: recipient.email,
      values: {
        client_first_name: recipient.firstName,
        client_full_name: recipient.fullName,
        client_email: recipient.email,
        job_name: issued.jobName,
        invoice_number: issued.number!,
        invoice_amount: formatMoney(issued.totalMinor, issued.currency),
        invoice_due_date: issued.dueOn ? printDay(issued.dueOn) : 'on receipt',
        invoice_link: link,
        studio_name: issued.seller!.name,
      },
      pdf,
      idempotencyKey: `invoice-${id}-issue`,
    });
    mail = { id: mailId, to: recipient.email };
  });
  const queued = mail as { id: string; to: string } | null;
  if (queued) await deps.mailer.dispatch([queued.id]);
  return { ...invoice, mailedTo: queued?.to ?? null };
}
