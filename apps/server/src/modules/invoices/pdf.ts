import type { Invoice } from '@focal/contracts';
import type { CompanyScope } from '../auth/guards.ts';
import { type BrandStores, documentBrand } from '../pdf/brand.ts';
import { documentLayout } from '../pdf/document-layout.ts';
import { renderPdfInThread as renderPdf } from '../pdf/render-thread.ts';

import { getInvoice, issuedInvoice, partiesOf } from './service.ts';

/**
 * An invoice as a PDF: an issued one prints what was copied when it was issued and carries its
 * issue time as its creation date, so the same invoice always gives the same bytes; a draft prints
 * the parties as they are now, headed "Draft invoice".
 */
export async function invoicePdf(stores: BrandStores, scope: CompanyScope, id: string) {
  return renderInvoicePdf(stores, scope.companyId, await getInvoice(stores.db, scope, id));
}

/** An issued invoice's PDF by its company and id alone (what a client's link opens). */
export async function invoicePdfOf(stores: BrandStores, companyId: string, id: string) {
  const invoice = await issuedInvoice(stores.db, companyId, id);
  return invoice && renderInvoicePdf(stores, companyId, invoice);
}

async function renderInvoicePdf(stores: BrandStores, companyId: string, invoice: Invoice) {
  const [parties, brand] = await Promise.all([
    invoice.seller ? { seller: invoice.seller, buyer: invoice.buyer } : partiesOf(stores.db, companyId, invoice.jobId),
    documentBrand(stores, companyId),
  ]);
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
      credits: invoice.creditNotes,
      notes: content.notes,
      terms: content.terms,
      exemptionNote: content.exemptionNote,
      brand,
    }),
    {
      title: invoice.number ? `Invoice ${invoice.number}` : `Draft invoice: ${content.title}`,
      author: parties.seller.name,
      createdAt: new Date(invoice.sentAt ?? invoice.updatedAt),
    },
  );
  return { bytes, fileName: `${invoice.number ?? 'draft-invoice'}.pdf` };
}
