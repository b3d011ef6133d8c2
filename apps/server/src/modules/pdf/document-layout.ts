import type { InvoiceParty } from '@focal/contracts';
import { computeDocument, type DocumentTotals } from '@focal/contracts/money/document';
import { formatMoney } from '@focal/contracts/money/format';
import type { DiscountInput, TaxInput } from '@focal/contracts/money/line';
import type { DocumentBrand } from './brand.ts';
import type { PdfDocument } from './render.ts';

/** What a quote's or an invoice's PDF shows; each module maps its own record to it. */
export type Printable = {
  heading: string;
  title: string;
  currency: string;
  pricesIncludeTax: boolean;
  seller: InvoiceParty;
  buyer: InvoiceParty | null;
  /** Label and day ('YYYY-MM-DD') or text, in order. */
  facts: [string, string][];
  lines: {
    name: string;
    description: string;
    quantityThousandths: number;
    unitPriceMinor: number;
    discount?: DiscountInput | null;
    taxes?: readonly TaxInput[];
  }[];
  discount: DiscountInput | null;
  /** Blocks before the totals (a pick-and-choose quote's options). */
  extra?: unknown[];
  instalments?: { label: string | null; amountMinor: number; dueOn: string | null; paidMinor: number }[];
  paidMinor?: number;
  /** An invoice's credit notes, each taken off what is left to pay. */
  credits?: { number: string; totalMinor: number }[];
  notes: string;
  terms: string;
  exemptionNote?: string;
  /** Figures computed already (a credit note's, which are not its lines' own); else the lines'. */
  totals?: DocumentTotals;
  /** The company's logo and colour; absent or empty: the neutral layout. */
  brand?: DocumentBrand;
};

/** What was paid and credited, then the balance left: only once something was. */
function settlementRows(doc: Printable, totalMinor: number, money: (minor: number) => string) {
  const paid = doc.paidMinor ?? 0;
  const credits = doc.credits ?? [];
  if (paid <= 0 && credits.length === 0) return [];
  const credited = credits.reduce((sum, note) => sum + note.totalMinor, 0);
  return [
    ...(paid > 0 ? [row('Paid', money(paid))] : []),
    ...credits.map((note) => row(`Credit note ${note.number}`, `−${money(note.totalMinor)}`)),
    row('Balance due', money(totalMinor - paid - credited), true),
  ];
}

/** The logo's box, top left: the picture is fitted inside, its aspect kept. */
export const LOGO_BOX: [number, number] = [160, 64];
const NEUTRAL_LABEL = '#555555';

/** WCAG's relative luminance of `#rrggbb` (0: black, 1: white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Text on a fill of the brand colour: black or white, whichever contrasts more (WCAG's ratio
 * (L1 + 0.05) / (L2 + 0.05)); the two are equal at a luminance of about 0.179, so black above it.
 * Either choice reads at 4.58:1 or better, whatever the colour.
 */
export const textOn = (hex: string) => (luminance(hex) > 0.179 ? '#000000' : '#ffffff');

/**
 * The title is drawn in the brand colour only when it reads on the white page at 3:1 or more (WCAG's
 * floor for large text; the title is 20 pt bold): a pale yellow brand keeps a black title.
 */
export const titleColour = (hex: string) => (1.05 / (luminance(hex) + 0.05) >= 3 ? hex : undefined);

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
export const printDay = (value: string) => day.format(new Date(`${value}T00:00:00Z`));
const quantity = (thousandths: number) => String(thousandths / 1000);
const rate = (millionths: number) => `${millionths / 10_000}%`;

export const party = (label: string, p: InvoiceParty | null) =>
  p
    ? {
        stack: [
          { text: label, style: 'label' },
          { text: p.name, bold: true },
          ...p.address,
          ...(p.email ? [p.email] : []),
          ...(p.taxNumber ? [`Tax number ${p.taxNumber}`] : []),
        ],
      }
    : { text: '' };

export const row = (label: string, value: string, bold = false) => [
  { text: label, bold, alignment: 'right' },
  { text: value, bold, alignment: 'right' },
];

/** The styles every document shares (a receipt's too): its title in the brand colour when it reads. */
export const documentStyles = (colour: string | null) => ({
  heading: { fontSize: 20, bold: true, ...(colour && titleColour(colour) ? { color: colour } : {}) },
  subheading: { fontSize: 11, margin: [0, 2, 0, 0] },
  label: { fontSize: 8, bold: true, color: NEUTRAL_LABEL },
  muted: { color: NEUTRAL_LABEL },
  section: { fontSize: 11, bold: true, margin: [0, 16, 0, 4] },
});

/** The document: parties, facts, lines, totals with the tax per rate, the schedule, notes and terms. */
export function documentLayout(doc: Printable): PdfDocument {
  const money = (minor: number) => formatMoney(minor, doc.currency);
  const totals = doc.totals ?? computeDocument({
    currency: doc.currency,
    pricesIncludeTax: doc.pricesIncludeTax,
    lines: doc.lines,
    discount: doc.discount,
  });
  const lineRows = doc.lines.map((line, index) => {
    const figures = totals.lines[index]!;
    return [
      { stack: [{ text: line.name, bold: true }, ...(line.description ? [{ text: line.description, style: 'muted' }] : [])] },
      { text: quantity(line.quantityThousandths), alignment: 'right' },
      { text: money(line.unitPriceMinor), alignment: 'right' },
      { text: (line.taxes ?? []).map((t) => `${t.name} ${rate(t.rateMillionths)}`).join(', ') || '—' },
      { text: money(figures.amountMinor - figures.lineDiscountMinor), alignment: 'right' },
    ];
  });
  const zeroRated = totals.taxes.some((t) => t.rateMillionths === 0);
  const totalRows = [
    row('Subtotal', money(totals.subtotalMinor)),
    ...(totals.discountMinor > 0 ? [row('Discount', `−${money(totals.discountMinor)}`)] : []),
    ...(doc.pricesIncludeTax ? [] : [row('Net', money(totals.netMinor))]),
    ...totals.taxes.map((t) =>
      row(`${t.name} ${rate(t.rateMillionths)} on ${money(t.taxableMinor)}${doc.pricesIncludeTax ? ' (included)' : ''}`, money(t.taxMinor)),
    ),
    row('Total', money(totals.totalMinor), true),
    ...settlementRows(doc, totals.totalMinor, money),
  ];
  const instalments = doc.instalments ?? [];
  const colour = doc.brand?.colour ?? null;
  const logo = doc.brand?.logo ?? null;
  // A table's header row: small grey labels, or, with a brand colour, filled with it.
  const header = (text: string, alignment: 'left' | 'right' = 'left') => ({
    text,
    style: 'label',
    alignment,
    ...(colour ? { fillColor: colour, color: textOn(colour) } : {}),
  });
  return {
    ...(logo ? { images: { logo } } : {}),
    content: [
      ...(logo ? [{ image: 'logo', fit: LOGO_BOX, margin: [0, 0, 0, 16] }] : []),
      {
        columns: [
          { stack: [{ text: doc.heading, style: 'heading' }, { text: doc.title, style: 'subheading' }] },
          party('From', doc.seller),
        ],
      },
      {
        margin: [0, 16, 0, 0],
        columns: [
          party('To', doc.buyer),
          // pdfmake refuses a table without rows (a draft has no dates yet).
          doc.facts.length === 0 ? { text: '' } : {
            table: {
              widths: ['*', 'auto'],
              body: doc.facts.map(([label, value]) => [
                { text: label, style: 'label' },
                { text: /^\d{4}-\d{2}-\d{2}$/.test(value) ? printDay(value) : value, alignment: 'right' },
              ]),
            },
            layout: 'noBorders',
          },
        ],
      },
      ...(doc.lines.length > 0
        ? [
            {
              margin: [0, 20, 0, 0],
              table: {
                headerRows: 1,
                widths: ['*', 'auto', 'auto', 'auto', 'auto'],
                body: [
                  ['Description', 'Qty', 'Unit price', 'Tax', 'Amount'].map((text, i) =>
                    header(text, i === 0 || i === 3 ? 'left' : 'right'),
                  ),
                  ...lineRows,
                ],
              },
              layout: 'lightHorizontalLines',
            },
          ]
        : []),
      ...(doc.extra ?? []),
      {
        margin: [0, 12, 0, 0],
        columns: [{ text: '' }, { width: 'auto', table: { body: totalRows }, layout: 'noBorders' }],
      },
      ...(zeroRated && doc.exemptionNote ? [{ text: doc.exemptionNote, style: 'muted', margin: [0, 8, 0, 0] }] : []),
      ...(instalments.length > 1 || instalments.some((i) => i.paidMinor > 0)
        ? [
            { text: 'Payment schedule', style: 'section' },
            {
              table: {
                widths: ['*', 'auto', 'auto', 'auto'],
                body: [
                  ['Instalment', 'Due', 'Amount', 'Paid'].map((text) => header(text)),
                  ...instalments.map((i, index) => [
                    i.label ?? `Payment ${index + 1}`,
                    i.dueOn ? printDay(i.dueOn) : 'To be set',
                    { text: money(i.amountMinor), alignment: 'right' },
                    { text: money(i.paidMinor), alignment: 'right' },
                  ]),
                ],
              },
              layout: 'lightHorizontalLines',
            },
          ]
        : []),
      ...(doc.notes ? [{ text: 'Notes', style: 'section' }, { text: doc.notes }] : []),
      ...(doc.terms ? [{ text: 'Terms', style: 'section' }, { text: doc.terms, style: 'muted' }] : []),
    ],
    styles: documentStyles(colour),
  };
}
