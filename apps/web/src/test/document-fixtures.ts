import type { PublicDocument } from '@focal/contracts/documents/public';

type PublicQuote = Extract<PublicDocument, { kind: 'quote' }>;
type PublicInvoice = Extract<PublicDocument, { kind: 'invoice' }>;

// A quote and an invoice as their client reads them: the /d/{token} page and the client portal.

export const TOKEN = 'doc_abcdefghijklmnopqrstuvwxyz';
export const DOCUMENT_PATH = `/api/public/documents/${TOKEN}`;

const VAT = { name: 'VAT', rateMillionths: 200_000, compound: false };
const party = (name: string) => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  address: ['1 High Street', 'Bath'],
  taxNumber: null,
});

const pkg = (name: string, priceMinor: number, items: string[] = []) => ({
  name,
  description: '',
  priceMinor,
  taxes: [VAT],
  items: items.map((item) => ({ name: item, quantityThousandths: 1000 })),
  packageId: null,
});

/** A pick-and-choose quote: Silver or Gold, an album add-on (0 to 3), a deposit-and-balance schedule. */
export function pickAndChooseQuote(
  overrides: Partial<PublicQuote> = {},
  picks = { min: 1, max: 1 },
): PublicQuote {
  return {
    kind: 'quote',
    title: 'Wedding photography',
    currency: 'EUR',
    pricesIncludeTax: false,
    seller: party('Lumen Studio'),
    buyer: party('Anna Smith'),
    message: '',
    number: 12,
    status: 'viewed',
    version: 1,
    mainDate: '2026-09-12',
    acceptance: null,
    content: {
      kind: 'pick-and-choose',
      title: 'Wedding photography',
      notes: '',
      terms: '',
      message: '',
      expiresOn: '2026-08-01',
      discount: null,
      schedules: [
        {
          name: 'Deposit and balance',
          rule: {
            instalments: [
              {
                amount: { kind: 'percent', basisPoints: 3000 },
                due: { kind: 'on-acceptance' },
                label: 'Deposit',
              },
              {
                amount: { kind: 'balance' },
                due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
              },
            ],
          },
        },
      ],
      packages: [
        pkg('Silver', 100_000, ['6 hours']),
        pkg('Gold', 150_000, ['10 hours', 'Second shooter']),
        pkg('Platinum', 200_000),
      ],
      picks,
      addOns: [
        {
          name: 'Album',
          description: 'Twenty spreads',
          unitPriceMinor: 30_000,
          taxes: [VAT],
          minQuantity: 0,
          maxQuantity: 3,
          defaultQuantity: 0,
          productId: null,
        },
      ],
    },
    ...overrides,
  };
}

/** An issued invoice with a 20% and a zero rate, a deposit paid and the balance due. */
export function issuedInvoice(): PublicInvoice {
  return {
    kind: 'invoice',
    title: 'Wedding photography',
    currency: 'EUR',
    pricesIncludeTax: false,
    seller: { ...party('Lumen Studio'), taxNumber: 'GB123456789' },
    buyer: party('Anna Smith'),
    message: '',
    number: 'INV-2026-0007',
    status: 'partially-paid',
    content: {
      title: 'Wedding photography',
      lines: [
        {
          name: 'Wedding coverage',
          description: '',
          quantityThousandths: 1000,
          unitPriceMinor: 200_000,
          taxes: [VAT],
          discount: null,
          productId: null,
        },
        {
          name: 'Prints shipped abroad',
          description: '',
          quantityThousandths: 2000,
          unitPriceMinor: 5_000,
          taxes: [{ name: 'VAT', rateMillionths: 0, compound: false }],
          discount: null,
          productId: null,
        },
      ],
      discount: null,
      notes: '',
      terms: 'Payable by bank transfer.',
      message: '',
      supplyOn: '2026-06-20',
      dueOn: null,
      schedule: null,
      exemptionNote: 'Export of goods: exempt under Article 146.',
    },
    totals: {
      subtotalMinor: 210_000,
      discountMinor: 0,
      netMinor: 210_000,
      taxMinor: 40_000,
      totalMinor: 250_000,
      taxes: [
        { ...VAT, taxableMinor: 200_000, taxMinor: 40_000 },
        { name: 'VAT', rateMillionths: 0, compound: false, taxableMinor: 10_000, taxMinor: 0 },
      ],
    },
    instalments: [
      { label: 'Deposit', amountMinor: 100_000, dueOn: '2026-06-01', paidMinor: 100_000, state: 'paid' },
      { label: null, amountMinor: 150_000, dueOn: '2026-07-01', paidMinor: 0, state: 'due' },
    ],
    issuedOn: '2026-06-01',
    dueOn: '2026-07-01',
    paidMinor: 100_000,
    creditedMinor: 0,
    creditNotes: [],
    balanceMinor: 150_000,
  };
}
