import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { CardAttemptListRow } from '@focal/contracts/invoices/card-attempts';
import type { PaymentPageRow, PaymentTotals } from '@focal/contracts/invoices/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok, type SentRequest } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { watchDownloads } from '../../../test/downloads';
import { paymentsMessages as texts } from '../messages';

const LOAD = { timeout: 5000 };
const JOB_ID = '20000000-0000-4000-8000-000000000009';
const id = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const words = texts.attempts;

const attempt = (n: number, extra: Partial<CardAttemptListRow> = {}): CardAttemptListRow => ({
  id: id('70', n),
  state: 'failed',
  awaitingBank: false,
  failureReason: 'Card declined',
  invoiceId: id('50', n),
  invoiceNumber: `INV-${String(n).padStart(4, '0')}`,
  jobId: id('20', n),
  jobName: `Wedding ${n}`,
  jobStage: 'job',
  clientName: `Client ${n}`,
  currency: 'USD',
  amountMinor: 50_000,
  surchargeMinor: 0,
  tipMinor: 0,
  createdAt: '2026-03-10T10:00:00.000Z',
  ...extra,
});
const totals = (count: number, amountMinor: number): PaymentTotals => [
  { currency: 'USD', count, amountMinor, creditMinor: 0, refundedMinor: 0 },
];

function mockAttempts(list: (request: SentRequest) => Response, more: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    ...more,
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`GET ${ApiRoutes.listPayments.path}`]: list,
    [`GET ${ApiRoutes.listInvoices.path}`]: () => ok({ rows: [], nextCursor: null }),
    [`GET ${ApiRoutes.listClients.path}`]: () => ok({ rows: [], nextCursor: null }),
  });
}
const query = (request: SentRequest) => Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
const page = (rows: PaymentPageRow[], sums: PaymentTotals | null = null) => ok({ rows, nextCursor: null, totals: sums });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/payments, card payments under way or failed', () => {
  it('offers Pending and Failed; failed attempts show their badge, reason, extras and invoice link', async () => {
    const api = mockAttempts((request) =>
      query(request).state === 'failed'
        ? page(
            [
              attempt(1, { failureReason: 'Incorrect card number', surchargeMinor: 1_500, tipMinor: 2_000 }),
              attempt(2, { failureReason: 'Not confirmed with the bank' }),
            ],
            totals(2, 100_000),
          )
        : page([]),
    );
    const { user } = renderApp('/payments?view=payments');
    await screen.findByText(texts.paid.empty.title, {}, LOAD);
    await user.click(screen.getByRole('combobox', { name: texts.paid.filters.state }));
    expect(screen.getByRole('option', { name: words.states.pending })).toBeVisible();
    await user.click(screen.getByRole('option', { name: words.states.failed }));

    const table = await screen.findByRole('table', { name: words.table.failed }, LOAD);
    expect(query(api.to('GET', ApiRoutes.listPayments.path).at(-1)!)).toEqual({ state: 'failed', limit: '25' });
    const first = within(within(table).getAllByRole('row')[1]!);
    expect(first.getByRole('link', { name: 'INV-0001' })).toHaveAttribute('href', `/invoices/${id('50', 1)}`);
    expect(first.getByRole('link', { name: 'Wedding 1' })).toHaveAttribute('href', `/jobs/view/${id('20', 1)}`);
    expect(first.getByText(words.states.failed)).toBeVisible();
    expect(first.getByText('Incorrect card number')).toBeVisible();
    expect(first.getByText('$500.00')).toBeVisible();
    expect(first.getByText(words.surcharge('$15.00'))).toBeVisible();
    expect(first.getByText(words.tip('$20.00'))).toBeVisible();
    // The start time, in the company's time zone (the fixture's: London, GMT in March).
    expect(first.getByText(/10 Mar 2026|Mar 10, 2026/)).toHaveTextContent(/10:00/);
    expect(within(table).getByText('Not confirmed with the bank')).toBeVisible();
    expect(screen.getByRole('group', { name: texts.paid.totals })).toHaveTextContent('2 card payments · $1,000.00');
    // The days are the days they were started on.
    expect(screen.getByLabelText(words.days.from)).toBeVisible();
  });

  it('shows pending attempts waiting for the bank, and downloads them as CSV', async () => {
    const saved = watchDownloads();
    const api = mockAttempts(
      () => page([attempt(3, { state: 'pending', awaitingBank: true, failureReason: null })], totals(1, 50_000)),
      {
        [`GET ${ApiRoutes.exportPayments.path}`]: () =>
          new Response('Started at\n', { headers: { 'content-type': 'text/csv' } }),
      },
    );
    const { user } = renderApp('/payments?view=payments&state=pending');
    const table = await screen.findByRole('table', { name: words.table.pending }, LOAD);
    expect(screen.getByRole('combobox', { name: texts.paid.filters.state })).toHaveValue(words.states.pending);
    expect(within(table).getByText(words.states.pending)).toBeVisible();
    expect(within(table).getByText(words.awaitingBank)).toBeVisible();
    expect(within(table).queryByText(words.states.failed)).toBeNull();
    await user.click(screen.getByRole('button', { name: texts.paid.download }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(query(api.to('GET', ApiRoutes.exportPayments.path)[0]!)).toEqual({ state: 'pending' });
  });

  it('says what would appear when none is pending, and the loading table meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    mockAttempts(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    renderApp('/payments?view=payments&state=pending');
    expect(await screen.findByText(words.loading, {}, LOAD)).toBeInTheDocument();
    answer(page([], []));
    expect(await screen.findByText(words.empty.pending.title, {}, LOAD)).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.paid.clearFilters })).toBeNull();
  });

  it('filters by a lead or job from the address (a link from its page), its name in the picker', async () => {
    const api = mockAttempts(() => page([attempt(4)], totals(1, 50_000)), {
      [`GET /api/user/jobs/${JOB_ID}`]: () => ok({ job: { id: JOB_ID, name: 'Harbour wedding', stage: 'job' } }),
    });
    renderApp(`/payments?view=payments&state=failed&job=${JOB_ID}`);
    await screen.findByRole('table', { name: words.table.failed }, LOAD);
    expect(query(api.to('GET', ApiRoutes.listPayments.path)[0]!)).toEqual({
      state: 'failed',
      jobId: JOB_ID,
      limit: '25',
    });
    const picker = screen.getByRole('combobox', { name: texts.paid.filters.job });
    await waitFor(() => expect(picker).toHaveValue('Harbour wedding'));
  });

  it('filters by a lead or job picked in the jobs picker, kept in the address', async () => {
    const api = mockAttempts(() => page([attempt(4)], totals(1, 50_000)), {
      [`GET ${ApiRoutes.listJobs.path}`]: (request) =>
        ok({ items: query(request).stage === 'job' ? [{ id: JOB_ID, name: 'Harbour wedding', stage: 'job' }] : [] }),
    });
    const { user, router } = renderApp('/payments?view=payments&state=failed');
    await screen.findByRole('table', { name: words.table.failed }, LOAD);
    await user.click(screen.getByRole('combobox', { name: texts.paid.filters.job }));
    await user.click(await screen.findByRole('option', { name: 'Harbour wedding' }, LOAD));
    await waitFor(() => expect(router.state.location.search).toBe(`?view=payments&state=failed&job=${JOB_ID}`));
    await waitFor(() =>
      expect(query(api.to('GET', ApiRoutes.listPayments.path).at(-1)!)).toMatchObject({ jobId: JOB_ID }),
    );
  });
});
