import type { Quote } from '@focal/contracts';
import { formatMoney } from '@focal/contracts/money/format';
import type { AppDeps } from '../../deps.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { sendDocument } from '../documents/send.ts';
import { recipientOf } from '../invoices/service.ts';
import { printDay } from '../pdf/document-layout.ts';
import { quotePdf } from './pdf.ts';
import { editQuote, getQuote, markQuoteSent } from './service.ts';

/**
 * Sends the current version: marked sent, and (unless the studio hands it over itself) mailed to
 * the record's main client with a link that opens it and its PDF, all in one transaction.
 */
export function sendQuote(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; email: boolean },
): Promise<Quote & { mailedTo: string | null }> {
  return sendDocument(deps, (queueMail) =>
    editQuote(deps.db, scope, id, body.updatedAt, async (tx, found) => {
      await markQuoteSent(tx, scope, found);
      const recipient = body.email ? await recipientOf(tx, scope.companyId, found.quote.jobId) : null;
      await queueMail(tx, {
        kind: 'quote',
        companyId: scope.companyId,
        documentId: id,
        recipient,
        compose: async (link) => {
          const sent = await getQuote(tx, scope, id);
          const pdf = await quotePdf({ db: tx, files: deps.files }, scope, id);
          return {
            jobId: sent.jobId,
            values: {
              job_name: sent.jobName,
              quote_number: String(sent.number),
              quote_amount: formatMoney(sent.totals.totalMinor, sent.currency),
              quote_valid_until: sent.content.expiresOn ? printDay(sent.content.expiresOn) : '',
              quote_link: link,
              studio_name: pdf.sellerName,
            },
            // A version saved before messages were has none.
            message: sent.content.message ?? '',
            pdf,
            idempotencyKey: `quote-${id}-v${sent.version}-${sent.sentAt}`,
          };
        },
      });
    }),
  );
}
