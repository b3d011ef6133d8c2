import type { Quote } from '@focal/contracts';
import { formatMoney } from '@focal/contracts/money/format';
import type { AppDeps } from '../../deps.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { issueDocumentLink } from '../documents/links.ts';
import { queueDocumentMail } from '../documents/mail.ts';
import { recipientOf } from '../invoices/service.ts';
import { printDay } from '../pdf/document-layout.ts';
import { quotePdf } from './pdf.ts';
import { editQuote, getQuote, markQuoteSent } from './service.ts';

/**
 * Sends the current version: marked sent, and (unless the studio hands it over itself) mailed to
 * the record's main client with a link that opens it and its PDF, all in one transaction; the mail
 * leaves after the commit. A client without an address gets no mail: `mailedTo` says so.
 */
export async function sendQuote(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; email: boolean },
): Promise<Quote & { mailedTo: string | null }> {
  let mail: { id: string; to: string } | null = null;
  const quote = await editQuote(deps.db, scope, id, body.updatedAt, async (tx, found) => {
    await markQuoteSent(tx, scope, found);
    const recipient = body.email ? await recipientOf(tx, scope.companyId, found.quote.jobId) : null;
    if (!recipient) return;
    const link = await issueDocumentLink(tx, { companyId: scope.companyId, kind: 'quote', documentId: id }, deps.config.publicUrl);
    const sent = await getQuote(tx, scope, id);
    const pdf = await quotePdf({ db: tx, files: deps.files }, scope, id);
    const mailId = await queueDocumentMail(tx, deps, {
      kind: 'quote',
      companyId: scope.companyId,
      jobId: sent.jobId,
      documentId: id,
      to: recipient.email,
      values: {
        client_first_name: recipient.firstName,
        client_full_name: recipient.fullName,
        client_email: recipient.email,
        job_name: sent.jobName,
        quote_number: String(sent.number),
        quote_amount: formatMoney(sent.totals.totalMinor, sent.currency),
        quote_valid_until: sent.content.expiresOn ? printDay(sent.content.expiresOn) : '',
        quote_link: link,
        studio_name: pdf.sellerName,
      },
      pdf,
      idempotencyKey: `quote-${id}-v${sent.version}-${sent.sentAt}`,
    });
    mail = { id: mailId, to: recipient.email };
  });
  const queued = mail as { id: string; to: string } | null;
  if (queued) await deps.mailer.dispatch([queued.id]);
  return { ...quote, mailedTo: queued?.to ?? null };
}
