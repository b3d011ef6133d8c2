import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { Quote } from '@focal/contracts/quotes/api';
import { quoteTotals } from '@focal/contracts/quotes/choice';
import type { QuoteContent } from '@focal/contracts/quotes/content';
import type { QuoteTemplate } from '@focal/contracts/quotes/templates';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { mockApi, ok } from '../../test/fetch-mock';
import { signIn } from '../../test/render-app';

// What the quotes' component tests share: a job, the company's rates, quotes as the API sends them,
// and a signed-in frame whose endpoints answer as each test says.

export const JOB_ID = '20000000-0000-4000-8000-000000000001';
export const QUOTE_ID = '30000000-0000-4000-8000-000000000001';
export const TEMPLATE_ID = '50000000-0000-4000-8000-000000000001';
export const VAT = { id: '10000000-0000-4000-8000-000000000001', name: 'VAT', rateMillionths: 200_000 };
const AT = '2026-03-01T10:00:00.000Z';

export const path = (route: { path: string }, id: string) => route.path.replace(':id', id);

export const pickContent = (): QuoteContent => ({
  kind: 'pick-and-choose',
  title: 'Wedding collections',
  notes: '',
  terms: '',
  message: '',
  expiresOn: null,
  discount: null,
  schedules: [],
  packages: [
    { name: 'Silver', description: '', priceMinor: 100_000, taxes: [], items: [], packageId: null },
    {
      name: 'Gold',
      description: '',
      priceMinor: 200_000,
      taxes: [],
      items: [{ name: 'Album', quantityThousandths: 1000 }],
      packageId: null,
    },
  ],
  picks: { min: 1, max: 1 },
  addOns: [
    {
      name: 'Prints',
      description: '',
      unitPriceMinor: 10_000,
      taxes: [],
      minQuantity: 0,
      maxQuantity: 5,
      defaultQuantity: 0,
      productId: null,
    },
  ],
});

/** A quote as getQuote answers it, its totals computed as the server does. */
export function quoteOf(content: QuoteContent, extra: Partial<Quote> = {}): Quote {
  const {
    lines: _lines,
    currency: _c,
    ...totals
  } = quoteTotals(content, { currency: 'USD', pricesIncludeTax: false });
  return {
    id: QUOTE_ID,
    number: 7,
    jobId: JOB_ID,
    kind: content.kind,
    title: content.title,
    status: 'draft',
    version: 1,
    currency: 'USD',
    totalMinor: totals.totalMinor,
    expiresOn: null,
    updatedAt: AT,
    jobName: 'Ada & Charles',
    jobStage: 'lead',
    pricesIncludeTax: false,
    content,
    totals,
    sentVersion: null,
    sentAt: null,
    viewedAt: null,
    acceptance: null,
    declinedAt: null,
    declineReason: null,
    versions: [{ version: 1, createdAt: AT, sentAt: null, totalMinor: totals.totalMinor }],
    createdAt: AT,
    ...extra,
  };
}

/** A template as getQuoteTemplate answers it. */
export const templateOf = (
  name: string,
  content: QuoteContent,
  extra: Partial<QuoteTemplate> = {},
): QuoteTemplate => ({
  id: TEMPLATE_ID,
  name,
  kind: content.kind,
  content,
  updatedAt: AT,
  createdAt: AT,
  ...extra,
});

type Routes = Parameters<typeof mockApi>[0];

/** A signed-in frame: bootstrap, banners, the company (USD, VAT 20%) and the job; the rest as routed. */
export function mockQuotesApi(routes: Routes) {
  signIn();
  return mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`GET ${path(ApiRoutes.getCompany, 'company-1')}`]: () =>
      ok({
        id: 'company-1',
        currency: 'USD',
        tax: { pricesIncludeTax: false, taxNumber: null, rates: [VAT] },
      }),
    [`GET ${path(ApiRoutes.getJob, JOB_ID)}`]: () =>
      ok({
        job: {
          id: JOB_ID,
          name: 'Ada & Charles',
          mainDate: '2026-09-12',
          clients: [{ id: 'client-1', displayName: 'Ada Lovelace' }],
        },
      }),
    // A new quote offers the company's templates; none unless a test says.
    [`GET ${ApiRoutes.listQuoteTemplates.path}`]: () => ok({ rows: [] }),
    ...routes,
  });
}
