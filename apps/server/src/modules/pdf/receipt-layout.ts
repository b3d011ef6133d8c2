import type { InvoiceParty } from '@focal/contracts';
import { formatMoney } from '@focal/contracts/money/format';
import type { DocumentBrand } from './brand.ts';
import { documentStyles, LOGO_BOX, party, printDay, row, textOn } from './document-layout.ts';
import type { PdfDocument } from './render.ts';

/** What a payment's receipt shows; the payments module maps its payment and invoice to it. */
export type PrintableReceipt = {
  number: string;
  invoiceNumber: string;
  currency: string;
  seller: InvoiceParty;
  buyer: InvoiceParty | null;
  receivedOn: string;
  /** The method in the client's words ("Card", "Bank transfer"). */
  method: string;
  reference: string | null;
  amountMinor: number;
  /** Paid by card on top of the amount; neither went to the invoice. */
  surchargeMinor: number;
  tipMinor: number;
  appliedMinor: number;
  creditMinor: number;
  refunds: { refundedOn: string; amountMinor: number }[];
  /** The invoice as it stands when the receipt is printed. */
  invoice: { totalMinor: number; paidMinor: number; creditedMinor: number; balanceMinor: number; isVoid: boolean };
  brand?: DocumentBrand;
};

/**
 * A receipt in the documents' look (logo, brand colour, parties): the payment's facts, the amount
 * received and what became of it (paid on the invoice, kept as credit, refunded), then the invoice's
 * figures and what is left to pay.
 */
export function receiptLayout(r: PrintableReceipt): PdfDocument {
  const money = (minor: number) => formatMoney(minor, r.currency);
  const colour = r.brand?.colour ?? null;
  const logo = r.brand?.logo ?? null;
  const header = (text: string, alignment: 'left' | 'right') => ({
    text,
    style: 'label',
    alignment,
    ...(colour ? { fillColor: colour, color: textOn(colour) } : {}),
  });
  const line = (label: string, value: string, bold = false) => [
    { text: label, bold },
    { text: value, bold, alignment: 'right' },
  ];
  const facts: [string, string][] = [
    ['Receipt', r.number],
    ['Received', printDay(r.receivedOn)],
    ['Method', r.method],
    ...(r.reference ? ([['Reference', r.reference]] as [string, string][]) : []),
    ['Invoice', r.invoiceNumber],
  ];
  const { invoice } = r;
  // A card charge's extras, and what the card was charged in all, only when there were any.
  const extras =
    r.surchargeMinor + r.tipMinor > 0
      ? [
          ...(r.surchargeMinor > 0 ? [line('Card surcharge', money(r.surchargeMinor))] : []),
          ...(r.tipMinor > 0 ? [line('Tip', money(r.tipMinor))] : []),
          line('Total charged to your card', money(r.amountMinor + r.surchargeMinor + r.tipMinor), true),
        ]
      : [];
  return {
    ...(logo ? { images: { logo } } : {}),
    content: [
      ...(logo ? [{ image: 'logo', fit: LOGO_BOX, margin: [0, 0, 0, 16] }] : []),
      {
        columns: [
          {
            stack: [
              { text: 'Receipt', style: 'heading' },
              { text: `Payment for invoice ${r.invoiceNumber}`, style: 'subheading' },
            ],
          },
          party('From', r.seller),
        ],
      },
      {
        margin: [0, 16, 0, 0],
        columns: [
          party('Received from', r.buyer),
          {
            table: {
              widths: ['*', 'auto'],
              body: facts.map(([label, value]) => [
                { text: label, style: 'label' },
                { text: value, alignment: 'right' },
              ]),
            },
            layout: 'noBorders',
          },
        ],
      },
      {
        margin: [0, 20, 0, 0],
        table: {
          headerRows: 1,
          widths: ['*', 'auto'],
          body: [
            [header('Payment', 'left'), header('Amount', 'right')],
            line('Amount received', money(r.amountMinor), true),
            ...extras,
            line(`Paid on invoice ${r.invoiceNumber}`, money(r.appliedMinor)),
            ...(r.creditMinor > 0 ? [line('Kept as your credit', money(r.creditMinor))] : []),
            ...r.refunds.map((f) => line(`Refunded on ${printDay(f.refundedOn)}`, `−${money(f.amountMinor)}`)),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `Invoice ${r.invoiceNumber}`, style: 'section' },
      {
        columns: [
          { text: '' },
          {
            width: 'auto',
            table: {
              body: [
                row('Total', money(invoice.totalMinor)),
                row('Paid', money(invoice.paidMinor)),
                ...(invoice.creditedMinor > 0 ? [row('Credit notes', `−${money(invoice.creditedMinor)}`)] : []),
                invoice.isVoid ? row('Status', 'Void', true) : row('Balance due', money(invoice.balanceMinor), true),
              ],
            },
            layout: 'noBorders',
          },
        ],
      },
      { text: 'Thank you for your payment.', margin: [0, 24, 0, 0] },
    ],
    styles: documentStyles(colour),
  };
}
