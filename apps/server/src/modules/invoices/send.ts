import type { Invoice } from '@focal/contracts';
import { formatMoney } from '@focal/contracts/money/format';
import type { AppDeps } from '../../deps.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { sendDocument } from '../documents/send.ts';
import { printDay } from '../pdf/document-layout.ts';
import { invoicePdf } from './pdf.ts';
import { editInvoice, getInvoice, issueInvoice, recipientOf } from './service.ts';

/**
 * Issues a draft (its number, day and parties) and, unless the studio hands it over itself, mails
 * it to the record's main client with a link that opens it and its PDF, in one transaction.
 */
export function sendInvoice(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; email: boolean },
): Promise<Invoice & { mailedTo: string | null }> {
  return sendDocument(deps, (queueMail) =>
    editInvoice(deps.db, scope, id, body.updatedAt, async (tx, found) => {
      await issueInvoice(tx, scope, found);
      const recipient = body.email ? await recipientOf(tx, scope.companyId, found.invoice.jobId) : null;
      await queueMail(tx, {
        kind: 'invoice',
        companyId: scope.companyId,
        documentId: id,
        recipient,
        compose: async (link) => {
          const issued = await getInvoice(tx, scope, id);
          return {
            jobId: issued.jobId,
            values: {
              job_name: issued.jobName,
              invoice_number: issued.number!,
              invoice_amount: formatMoney(issued.totalMinor, issued.currency),
              invoice_due_date: issued.dueOn ? printDay(issued.dueOn) : 'on receipt',
              invoice_link: link,
              studio_name: issued.seller!.name,
            },
            // An invoice saved before messages were has none.
            message: issued.content.message ?? '',
            pdf: await invoicePdf({ db: tx, files: deps.files }, scope, id),
            idempotencyKey: `invoice-${id}-issue`,
          };
        },
      });
    }),
  );
}
