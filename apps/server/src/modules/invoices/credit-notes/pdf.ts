import type { CreditNote } from '@focal/contracts/invoices/credit-notes';
import type { DocumentTotals } from '@focal/contracts/money/document';
import type { CompanyScope } from '../../auth/guards.ts';
import { type BrandStores, documentBrand } from '../../pdf/brand.ts';
import { documentLayout } from '../../pdf/document-layout.ts';
import { renderPdfInThread as renderPdf } from '../../pdf/render-thread.ts';
import { creditNoteOfInvoice, getCreditNote } from './service.ts';

/** The figures a note stores, as the layout prints them (a line's base is its amount). */
function totalsOf(note: CreditNote): DocumentTotals {
  return {
    currency: note.currency,
    subtotalMinor: note.lines.reduce((sum, line) => sum + line.baseMinor, 0),
    discountMinor: 0,
    netMinor: note.netMinor,
    taxes: note.taxes,
    taxMinor: note.taxMinor,
    totalMinor: note.totalMinor,
    lines: note.lines.map((line) => ({
      amountMinor: line.baseMinor,
      lineDiscountMinor: 0,
      documentDiscountMinor: 0,
      netMinor: line.netMinor,
      taxes: line.taxes,
      grossMinor: line.grossMinor,
    })),
  };
}

/**
 * A credit note as a PDF, in the invoice's layout: headed "Credit note CN-0001", the invoice it
 * corrects and the reason; a line credited by amount reads as one unit of that amount. It carries
 * its issue time as its creation date, so the same note always gives the same bytes.
 */
export async function creditNotePdf(stores: BrandStores, scope: CompanyScope, id: string) {
  return renderCreditNotePdf(stores, scope.companyId, await getCreditNote(stores.db, scope, id));
}

/** A credit note of the invoice a client's link opens, by company and ids alone; another invoice's: none. */
export async function creditNotePdfOf(stores: BrandStores, companyId: string, invoiceId: string, id: string) {
  const note = await creditNoteOfInvoice(stores.db, companyId, invoiceId, id);
  return note && renderCreditNotePdf(stores, companyId, note);
}

async function renderCreditNotePdf(stores: BrandStores, companyId: string, note: CreditNote) {
  const brand = await documentBrand(stores, companyId);
  const bytes = await renderPdf(
    documentLayout({
      heading: `Credit note ${note.number}`,
      title: `Corrects invoice ${note.invoiceNumber}`,
      currency: note.currency,
      pricesIncludeTax: note.pricesIncludeTax,
      seller: note.seller,
      buyer: note.buyer,
      facts: [
        ['Issued', note.issuedOn],
        ['Invoice', note.invoiceNumber],
      ],
      lines: note.lines.map((line) => ({
        name: line.name,
        description: line.description,
        quantityThousandths: line.quantityThousandths ?? 1000,
        unitPriceMinor: line.quantityThousandths === null ? line.baseMinor : line.unitPriceMinor,
        taxes: line.taxes,
      })),
      discount: null,
      totals: totalsOf(note),
      notes: `Reason: ${note.reason}`,
      terms: '',
      brand,
    }),
    { title: `Credit note ${note.number}`, author: note.seller.name, createdAt: new Date(note.createdAt) },
  );
  return { bytes, fileName: `${note.number}.pdf` };
}
