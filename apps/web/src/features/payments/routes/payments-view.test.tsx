import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { PaymentListRow, PaymentTotals } from '@focal/contracts/invoices/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok, type SentRequest } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { watchDownloads } from '../../../test/downloads';
import { clientRow } from '../../../test/studio-fixtures';
import { paymentsMessages as texts } from '../messages';
import { paymentMethodWords, paymentStateWords } from '../../../shared/documents/payment-words';

const LOAD = { timeout: 5000 };
const CLIENT_ID = '30000000-0000-4000-8000-000000000001';
const id = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// Asserted rather than annotated: the refund fields (refundedMinor, state) are joining the contract.
const payment = (n: number, extra: Partial<PaymentListRow> = {}) =>
  ({
    id: id('60', n),
    invoiceId: id('50', n),
    invoiceNumber: `INV-${String(n).padStart(4, '0')}`,
    jobId: id('20', n),
    jobName: `Wedding ${n}`,
    jobStage: 'job',
    clientName: `Client ${n}`,
    currency: 'USD',
    amountMinor: 100_000,
    appliedMinor: 100_000,
    creditMinor: 0,
    receivedOn: '2026-03-10',
    method: 'bank-transfer',
    reference: `Receipt ${n}`,
    note: '',
    refundedMinor: 0,
    state: 'paid',
    recordedBy: null,
    createdAt: '2026-03-10T10:00:00.000Z',
    ...extra,
  }) as PaymentListRow;
const totals = [
  { currency: 'USD', count: 30, amountMinor: 3_000_000, creditMinor: 5_000, refundedMinor: 0 },
  { currency: 'EUR', count: 1, amountMinor: 20_000, creditMinor: 0, refundedMinor: 0 },
] as PaymentTotals;
const page = (rows: PaymentListRow[], nextCursor: string | null, first = true) =>
  ok({ rows, nextCursor, totals: first ? totals : null });

function mockPayments(list: (request: SentRequest) => Response, more: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    ...more,
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`GET ${ApiRoutes.listPayments.path}`]: list,
    [`GET ${ApiRoutes.listInvoices.path}`]: () => ok({ rows: [], nextCursor: null }),
    [`GET ${ApiRoutes.listClients.path}`]: () =>
      ok({ rows: [clientRow(CLIENT_ID, 'Anna Smith')], nextCursor: null }),
    [`GET /api/user/clients/${CLIENT_ID}`]: () => ok({ ...clientRow(CLIENT_ID, 'Anna Smith'), contacts: [] }),
  });
}
const query = (request: SentRequest) =>
  Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/payments, Payments view', () => {
  it('switches from the invoices to the payments: their rows, links and the totals per currency', async () => {
    const api = mockPayments(() =>
      page([payment(1, { jobStage: 'lead' }), payment(2, { reference: null })], null),
    );
    const { user, router } = renderApp('/payments?filter=void');
    expect(await screen.findByText(texts.empty.void.title, {}, LOAD)).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: texts.views.payments }, LOAD));
    await waitFor(() => expect(router.state.location.search).toBe('?view=payments'));
    const table = await screen.findByRole('table', { name: texts.paid.table }, LOAD);
    expect(query(api.to('GET', ApiRoutes.listPayments.path)[0]!)).toEqual({ limit: '25' });

    const first = within(within(table).getAllByRole('row')[1]!);
    expect(first.getByRole('link', { name: 'INV-0001' })).toHaveAttribute('href', `/invoices/${id('50', 1)}`);
    expect(first.getByRole('link', { name: 'Wedding 1' })).toHaveAttribute(
      'href',
      `/leads/view/${id('20', 1)}`,
    );
    expect(first.getByText('Client 1')).toBeVisible();
    expect(first.getByText(paymentMethodWords['bank-transfer'])).toBeVisible();
    expect(first.getByText('Receipt 1')).toBeVisible();
    expect(first.getByText('$1,000.00')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Wedding 2' })).toHaveAttribute(
      'href',
      `/jobs/view/${id('20', 2)}`,
    );

    const sums = screen.getByRole('group', { name: texts.paid.totals });
    expect(sums).toHaveTextContent('30 payments · $30,000.00 · of which $50.00 kept as credit');
    expect(sums).toHaveTextContent('1 payment · €200.00');
    expect(within(sums).getAllByText(/kept as credit/)).toHaveLength(1);
  });

  it('sends the filters and keeps them in the address', async () => {
    const api = mockPayments(() => page([payment(1)], null));
    const { user, router } = renderApp('/payments?view=payments');
    await screen.findByRole('table', { name: texts.paid.table }, LOAD);
    const asked = () => query(api.to('GET', ApiRoutes.listPayments.path).at(-1)!);

    await user.click(screen.getByRole('combobox', { name: texts.paid.filters.method }));
    await user.click(await screen.findByRole('option', { name: paymentMethodWords.cash }));
    await waitFor(() => expect(asked()).toMatchObject({ method: 'cash' }));
    fireEvent.change(screen.getByLabelText(texts.paid.filters.from), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(texts.paid.filters.to), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(asked()).toMatchObject({ from: '2026-03-01', to: '2026-03-31', method: 'cash' }),
    );

    // The client: the clients' picker, with nothing to create from a filter.
    await user.click(screen.getByRole('textbox', { name: texts.paid.filters.client }));
    const option = await screen.findByRole('option', { name: /Anna Smith/ });
    expect(screen.queryByRole('option', { name: /New client/ })).toBeNull();
    await user.click(option);
    await waitFor(() =>
      expect(asked()).toEqual({
        clientId: CLIENT_ID,
        method: 'cash',
        from: '2026-03-01',
        to: '2026-03-31',
        limit: '25',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      view: 'payments',
      method: 'cash',
      from: '2026-03-01',
      to: '2026-03-31',
      client: CLIENT_ID,
    });
  });

  it('reads the filters from the address (a reload): the same request, the filters shown as set', async () => {
    const api = mockPayments(() => page([payment(1)], null));
    renderApp(`/payments?view=payments&method=cheque&from=2026-03-01&client=${CLIENT_ID}&to=not-a-day`);
    await screen.findByRole('table', { name: texts.paid.table }, LOAD);
    // A day the server would refuse is left out rather than failing the list.
    expect(query(api.to('GET', ApiRoutes.listPayments.path)[0]!)).toEqual({
      method: 'cheque',
      from: '2026-03-01',
      clientId: CLIENT_ID,
      limit: '25',
    });
    expect(await screen.findByText('Anna Smith')).toBeVisible();
    expect(screen.getByRole('combobox', { name: texts.paid.filters.method })).toHaveValue(
      paymentMethodWords.cheque,
    );
    expect(screen.getByLabelText(texts.paid.filters.from)).toHaveValue('2026-03-01');
  });

  it("filters by state and downloads the filter's payments as CSV, with the refunded total", async () => {
    const saved = watchDownloads();
    const api = mockPayments(
      () =>
        ok({
          rows: [payment(1, { refundedMinor: 100_000, state: 'refunded' })],
          nextCursor: null,
          totals: [{ currency: 'USD', count: 1, amountMinor: 100_000, creditMinor: 0, refundedMinor: 100_000 }],
        }),
      {
        [`GET ${ApiRoutes.exportPayments.path}`]: () =>
          new Response('Received\n', { headers: { 'content-type': 'text/csv' } }),
      },
    );
    const { user } = renderApp('/payments?view=payments&state=refunded&method=cash');
    await screen.findByRole('table', { name: texts.paid.table }, LOAD);
    expect(query(api.to('GET', ApiRoutes.listPayments.path)[0]!)).toEqual({ state: 'refunded', method: 'cash', limit: '25' });
    expect(screen.getByRole('combobox', { name: texts.paid.filters.state })).toHaveValue(paymentStateWords.refunded);
    expect(screen.getByRole('group', { name: texts.paid.totals })).toHaveTextContent('$1,000.00 refunded');
    // The row says so too: a refunded payment does not read as money received.
    const table = screen.getByRole('table', { name: texts.paid.table });
    expect(within(table).getByText(paymentStateWords.refunded)).toBeVisible();

    await user.click(screen.getByRole('button', { name: texts.paid.download }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^payments-\d{4}-\d{2}-\d{2}\.csv$/)]));
    expect(query(api.to('GET', ApiRoutes.exportPayments.path)[0]!)).toEqual({ state: 'refunded', method: 'cash' });
  });

  it("loads more by cursor, appending the rows; the totals stay the first page's", async () => {
    const api = mockPayments((request) =>
      query(request).cursor === 'page-2'
        ? page([payment(3)], null, false)
        : page([payment(1), payment(2)], 'page-2'),
    );
    const { user } = renderApp('/payments?view=payments');
    const table = await screen.findByRole('table', { name: texts.paid.table }, LOAD);
    await user.click(screen.getByRole('button', { name: texts.loadMore }));
    expect(await within(table).findByRole('link', { name: 'INV-0003' })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'INV-0001' })).toBeVisible();
    expect(query(api.to('GET', ApiRoutes.listPayments.path)[1]!)).toEqual({ limit: '25', cursor: 'page-2' });
    expect(screen.getByRole('group', { name: texts.paid.totals })).toHaveTextContent('30 payments');
    expect(screen.queryByRole('button', { name: texts.loadMore })).toBeNull();
  });

  it('says when nothing was recorded, and when nothing matches the filters (which it clears)', async () => {
    const api = mockPayments(() => ok({ rows: [], nextCursor: null, totals: [] }));
    const { user, router } = renderApp('/payments?view=payments&method=cheque');
    expect(await screen.findByText(texts.paid.noMatch.title, {}, LOAD)).toBeVisible();
    expect(screen.queryByRole('group', { name: texts.paid.totals })).toBeNull();
    await user.click(screen.getByRole('button', { name: texts.paid.clearFilters }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=payments'));
    expect(await screen.findByText(texts.paid.empty.title)).toBeVisible();
    expect(query(api.to('GET', ApiRoutes.listPayments.path).at(-1)!)).toEqual({ limit: '25' });
    expect(screen.queryByRole('button', { name: texts.paid.clearFilters })).toBeNull();
  });

  it('says when the payments cannot be read, and tries again', async () => {
    let fail = true;
    mockPayments(() =>
      fail
        ? apiError(500, 'Internal', null, 'Something went wrong', 'Server down.')
        : page([payment(1)], null),
    );
    const { user } = renderApp('/payments?view=payments');
    expect(await screen.findByText(texts.paid.failed, {}, LOAD)).toBeVisible();
    expect(screen.getByText('Server down.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('link', { name: 'INV-0001' })).toBeVisible();
  });
});
