import { chosenLines } from '@focal/contracts';
import { formatMoney } from '@focal/contracts/money/format';
import type { Db } from '../../db/client.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { partiesOf } from '../invoices/service.ts';
import { documentLayout } from '../pdf/document-layout.ts';
import { renderPdf } from '../pdf/render.ts';
import { getQuote } from './service.ts';

/**
 * A quote's current version as a PDF. Accepted, it prints what was accepted; a pick-and-choose
 * quote not yet answered lists its packages and add-ons and prices its default choice. The
 * version's last save is its creation date, so the same version gives the same bytes.
 */
export async function quotePdf(db: Db, scope: CompanyScope, id: string) {
  const quote = await getQuote(db, scope, id);
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
  const current = quote.versions.find((v) => v.version === quote.version)!;
  const parties = await partiesOf(db, scope.companyId, quote.jobId);
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
    }),
    {
      title: `Quote ${quote.number}: ${content.title}`,
      author: parties.seller.name,
      createdAt: new Date(current.sentAt ?? quote.updatedAt),
    },
  );
  return { bytes, fileName: `quote-${quote.number}.pdf` };
}
