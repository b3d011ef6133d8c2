import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { Invoice } from '@focal/contracts/invoices/api';
import type { InvoiceContent } from '@focal/contracts/invoices/content';
import type { Payment, PaymentRefund } from '@focal/contracts/invoices/payments';
import { computeDocument } from '@focal/contracts/money/document';
import { todayIn } from '@focal/contracts/zoned-time';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { mockApi, ok } from '../../test/fetch-mock';
import { signIn } from '../../test/render-app';

// What the invoices' component tests share: a job, the company's rates, invoices as the API sends
// them, and a signed-in frame whose endpoints answer as each test says.

export const JOB_ID = '20000000-0000-4000-8000-000000000001';
export const INVOICE_ID = '50000000-0000-4000-8000-000000000001';
const VAT = { id: '10000000-0000-4000-8000-000000000001', name: 'VAT', rateMillionths: 200_000 };
const ZERO = { id: '10000000-0000-4000-8000-000000000002', name: 'Exempt', rateMillionths: 0 };
const AT = '2026-03-01T10:00:00.000Z';

export const path = (route: { path: string }, id: string) => route.path.replace(':id', id);

export const content = (extra: Partial<InvoiceContent> = {}): InvoiceContent => ({
  title: 'Wedding photography',
  lines: [
    {
      name: 'Full day',
      description: '',
      quantityThousandths: 1000,
      unitPriceMinor: 200_000,
      discount: null,
      taxes: [{ name: 'VAT', rateMillionths: 200_000, compound: false }],
      productId: null,
    },
  ],
  discount: null,
  notes: '',
  terms: '',
  message: '',
  supplyOn: null,
  dueOn: null,
  schedule: null,
  exemptionNote: '',
  ...extra,
});

/** An invoice as getInvoice answers it, its totals computed as the server does. */
export function invoiceOf(body: InvoiceContent, extra: Partial<Invoice> = {}): Invoice {
  const {
    lines: _lines,
    currency: _c,
    ...totals
  } = computeDocument({
    currency: 'USD',
    pricesIncludeTax: false,
    lines: body.lines,
    discount: body.discount,
  });
  return {
    id: INVOICE_ID,
    number: null,
    jobId: JOB_ID,
    jobName: 'Ada & Charles',
    title: body.title,
    status: 'draft',
    currency: 'USD',
    totalMinor: totals.totalMinor,
    paidMinor: 0,
    balanceMinor: totals.totalMinor,
    issuedOn: null,
    dueOn: null,
    updatedAt: AT,
    jobStage: 'lead',
    quoteId: null,
    pricesIncludeTax: false,
    content: body,
    totals,
    instalments: [
      { label: null, amountMinor: totals.totalMinor, dueOn: null, paidMinor: 0, state: 'unscheduled' },
    ],
    schedule: body.schedule ?? { instalments: [{ amount: { kind: 'balance' }, due: { kind: 'on-acceptance' } }] },
    scheduleCanChange: false,
    seller: null,
    buyer: null,
    sentAt: null,
    viewedAt: null,
    voidedAt: null,
    voidReason: null,
    creditedMinor: 0,
    creditNotes: [],
    createdAt: AT,
    ...extra,
  };
}

/** The same invoice once sent: its number, the issue day and both parties. */
export const issued = (invoice: Invoice, extra: Partial<Invoice> = {}): Invoice => ({
  ...invoice,
  number: 'INV-0001',
  status: 'sent',
  issuedOn: '2026-03-02',
  dueOn: '2026-03-02',
  sentAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  seller: { name: 'Lens & Light', email: 'studio@example.com', address: ['1 Main St'], taxNumber: 'GB123' },
  buyer: { name: 'Ada Lovelace', email: 'ada@example.com', address: [], taxNumber: null },
  instalments: [
    { label: null, amountMinor: invoice.totalMinor, dueOn: '2026-03-02', paidMinor: 0, state: 'due' },
  ],
  scheduleCanChange: true,
  ...extra,
});

type Routes = Parameters<typeof mockApi>[0];

/**
 * A signed-in frame: bootstrap, banners, the company (USD, VAT 20% and a 0% rate), an issued
 * invoice's payments (none); the rest as routed.
 */
export function mockInvoicesApi(routes: Routes) {
  signIn();
  return mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`GET ${path(ApiRoutes.getCompany, 'company-1')}`]: () =>
      ok({
        id: 'company-1',
        currency: 'USD',
        tax: { pricesIncludeTax: false, taxNumber: null, rates: [VAT, ZERO] },
      }),
    [`GET ${path(ApiRoutes.listInvoicePayments, INVOICE_ID)}`]: () => ok({ rows: [] }),
    [`GET ${path(ApiRoutes.getInvoiceClientCredit, INVOICE_ID)}`]: () => ok({ currency: 'USD', amountMinor: 0 }),
    ...routes,
  });
}

/** A payment recorded against the invoice, as the API answers it (the n-th, for several). */
export const paymentOf = (extra: Partial<Payment> = {}, n = 1): Payment => ({
  id: `70000000-0000-4000-8000-00000000000${n}`,
  invoiceId: INVOICE_ID,
  currency: 'USD',
  amountMinor: 100_000,
  appliedMinor: 100_000,
  creditMinor: 0,
  receivedOn: '2026-03-04',
  method: 'bank-transfer',
  reference: null,
  note: '',
  refundedMinor: 0,
  surchargeMinor: 0,
  tipMinor: 0,
  state: 'paid',
  recordedBy: 'user-1',
  createdAt: '2026-03-04T10:00:00.000Z',
  ...extra,
});

/** A refund of a payment, as the invoice's payments list it (the n-th, for several). */
export const refundOf = (extra: Partial<PaymentRefund> = {}, n = 1): PaymentRefund => ({
  id: `80000000-0000-4000-8000-00000000000${n}`,
  amountMinor: 10_000,
  refundedOn: '2026-03-10',
  reason: 'Album cancelled',
  status: 'succeeded',
  createdAt: '2026-03-10T10:00:00.000Z',
  ...extra,
});

/** Today where the fixture's company is: what the payment and refund dialogs start from. */
export const companyToday = () => todayIn(bootstrapFixture().authorizedCompany.timeZone);
