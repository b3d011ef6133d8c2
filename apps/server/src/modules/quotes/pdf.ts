import { chosenLines, type QuoteChoice, type QuoteContent } from '@focal/contracts';
import { formatMoney } from '@focal/contracts/money/format';
import type { CompanyScope } from '../auth/guards.ts';
import { partiesOf } from '../invoices/service.ts';
import { type BrandStores, documentBrand } from '../pdf/brand.ts';
import { documentLayout } from '../pdf/document-layout.ts';
import { renderPdfInThread as renderPdf } from '../pdf/render-thread.ts';
import * as repo from './repo.ts';
import { getQuote } from './service.ts';

type PrintableQuote = {
  number: number;
  currency: string;
  pricesIncludeTax: boolean;
  jobId: string;
  version: number;
  content: QuoteContent;
  acceptance: { version: number; acceptedAt: string; choice: QuoteChoice | null } | null;
  /** The version's send (else its last save): the PDF's creation date, so its bytes stay the same. */
  createdAt: Date;
};

/** The studio's PDF of a quote's current version. */
export async function quotePdf(stores: BrandStores, scope: CompanyScope, id: string) {
  const quote = await getQuote(stores.db, scope, id);
  const current = quote.versions.find((v) => v.version === quote.version)!;
  return renderQuotePdf(stores, scope.companyId, {
    ...quote,
    createdAt: new Date(current.sentAt ?? quote.updatedAt),
  });
}

/** The PDF of the version a client was last sent, by company and id alone (what a link opens). */
export async function quotePdfOf(stores: BrandStores, companyId: string, id: string) {
  const { db } = stores;
  const found = await repo.findQuote(db, companyId, id);
  const sentVersion = found?.quote.sentVersion;
  if (!found || !sentVersion) return undefined;
  const [version, acceptance] = await Promise.all([
    repo.findVersion(db, companyId, id, sentVersion),
    repo.findAcceptance(db, companyId, id),
  ]);
  return renderQuotePdf(stores, companyId, {
    ...found.quote,
    version: sentVersion,
    content: version!.content,
    acceptance: acceptance ? { ...acceptance, acceptedAt: acceptance.acceptedAt.toISOString() } : null,
    createdAt: version!.sentAt!,
  });
}

/**
 * A quote's version as a PDF. Accepted, it prints what was accepted; a pick-and-choose quote not
 * yet answered lists its packages and add-ons and prices its default choice.
 */
async function renderQuotePdf(stores: BrandStores, companyId: string, quote: PrintableQuote) {
  const { content } = quote;
  const choice = quote.acceptance?.version === quote.version ? quote.acceptance.choice : null;
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const options =
    content.kind === 'pick-and-choose' && !quote.acceptance
      ? [
          { text: content.picks.max > 1 ? `Choose ${content.picks.min} to ${content.picks.max} packages` : 'Choose one package', style: 'section' },
          {
            ul: content.packages.map((pkg) => ({
              text: [{ text: `${pkg.name}: ${money(pkg.priceMinor)}`, bold: true }, pkg.description ? `\n${pkg.description}` : ''],
            })),
          },
          ...(content.addOns.length > 0
            ? [
                { text: 'Add-ons', style: 'section' },
                {
                  ul: content.addOns.map((addOn) => `${addOn.name}: ${money(addOn.unitPriceMinor)} each (${addOn.minQuantity} to ${addOn.maxQuantity})`),
                },
                { text: 'Priced below with the first package and the suggested add-ons.', style: 'muted', margin: [0, 8, 0, 0] },
              ]
            : []),
        ]
      : [];
  const [parties, brand] = await Promise.all([
    partiesOf(stores.db, companyId, quote.jobId),
    documentBrand(stores, companyId),
  ]);
  const bytes = await renderPdf(
    documentLayout({
      heading: `Quote ${quote.number}`,
      title: content.title,
      currency: quote.currency,
      pricesIncludeTax: quote.pricesIncludeTax,
      ...parties,
      facts: [
        ['Version', String(quote.version)],
        ...(content.expiresOn ? ([['Valid until', content.expiresOn]] as [string, string][]) : []),
        ...(quote.acceptance ? ([['Accepted', quote.acceptance.acceptedAt.slice(0, 10)]] as [string, string][]) : []),
      ],
      lines: chosenLines(content, choice),
      discount: content.discount,
      extra: options,
      notes: content.notes,
      terms: content.terms,
      brand,
    }),
    {
      title: `Quote ${quote.number}: ${content.title}`,
      author: parties.seller.name,
      createdAt: quote.createdAt,
    },
  );
  return { bytes, fileName: `quote-${quote.number}.pdf`, sellerName: parties.seller.name };
}
