import type { Invoice } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { documentLayout } from '../pdf/document-layout.ts';
import { renderPdfInThread as renderPdf } from '../pdf/render-thread.ts';

import { getInvoice, issuedInvoice, partiesOf } from './service.ts';

/**
 * An invoice as a PDF: an issued one prints what was copied when it was issued and carries its
 * issue time as its creation date, so the same invoice always gives the same bytes; a draft prints
 * the parties as they are now, headed "Draft invoice".
 */
export async function invoicePdf(db: Db, scope: CompanyScope, id: string) {
  return renderInvoicePdf(db, scope.companyId, await getInvoice(db, scope, id));
}

/** An issued invoice's PDF by its company and id alone (what a client's link opens). */
export async function invoicePdfOf(db: Db, companyId: string, id: string) {
  const invoice = await issuedInvoice(db, companyId, id);
  return invoice && renderInvoicePdf(db, companyId, invoice);
}

async function renderInvoicePdf(db: Db, companyId: string, invoice: Invoice) {
  const parties = invoice.seller
    ? { seller: invoice.seller, buyer: invoice.buyer }
    : await partiesOf(db, companyId, invoice.jobId);
  const { content } = invoice;
  const bytes = await renderPdf(
    documentLayout({
      heading: invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice',
      title: content.title,
      currency: invoice.currency,
      pricesIncludeTax: invoice.pricesIncludeTax,
      ...parties,
      facts: [
        ...(invoice.issuedOn ? ([['Issued', invoice.issuedOn]] as [string, string][]) : []),
        ...(content.supplyOn ? ([['Supplied', content.supplyOn]] as [string, string][]) : []),
        ...(invoice.dueOn ? ([['Due', invoice.dueOn]] as [string, string][]) : []),
        ...(invoice.status === 'void' ? ([['Status', 'Void']] as [string, string][]) : []),
      ],
      lines: content.lines,
      discount: content.discount,
      instalments: invoice.instalments,
      paidMinor: invoice.paidMinor,
      notes: content.notes,
      terms: content.terms,
      exemptionNote: content.exemptionNote,
    }),
    {
      title: invoice.number ? `Invoice ${invoice.number}` : `Draft invoice: ${content.title}`,
      author: parties.seller.name,
      createdAt: new Date(invoice.sentAt ?? invoice.updatedAt),
    },
  );
  return { bytes, fileName: `${invoice.number ?? 'draft-invoice'}.pdf` };
}
