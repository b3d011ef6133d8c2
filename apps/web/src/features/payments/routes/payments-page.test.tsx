import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { InvoiceSummary } from '@focal/contracts/invoices/api';
import type { MoneyOwed } from '@focal/contracts/invoices/owed';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok, type SentRequest } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { paymentsMessages as texts } from '../messages';

const LOAD = { timeout: 5000 };

const row = (n: number, extra: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  number: `INV-${String(n).padStart(4, '0')}`,
  jobId: '20000000-0000-4000-8000-000000000001',
  jobName: `Client ${n}: Wedding`,
  title: `Invoice ${n}`,
  status: 'sent',
  currency: 'USD',
  totalMinor: 10_000,
  paidMinor: 0,
  balanceMinor: 10_000,
  issuedOn: '2026-03-01',
  dueOn: '2026-03-15',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

// The server's sums over every invoice: more than the rows of the first page add up to.
const owed: MoneyOwed = {
  currency: 'USD',
  dueSoonDays: 14,
  open: { count: 40, balanceMinor: 400_000 },
  overdue: { count: 3, balanceMinor: 25_000 },
  dueSoon: { count: 2 },
  overdueInvoices: [],
};

function mockList(list: (request: SentRequest) => Response) {
  signIn();
  return mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`GET ${ApiRoutes.listInvoices.path}`]: list,
    [`GET ${ApiRoutes.getMoneyOwed.path}`]: () => ok(owed),
  });
}
const query = (request: SentRequest) => new URL(request.url, 'http://localhost').searchParams;

describe('/payments', () => {
  it('lists the open invoices with their balances, loads more by cursor, and filters', async () => {
    const api = mockList((request) => {
      const q = query(request);
      if (q.get('filter') === 'void')
        return ok({ rows: [row(9, { status: 'void', balanceMinor: 0 })], nextCursor: null });
      if (q.get('cursor') === 'page-2')
        return ok({ rows: [row(3, { status: 'overdue', balanceMinor: 5_000 })], nextCursor: null });
      return ok({ rows: [row(1), row(2, { status: 'overdue' })], nextCursor: 'page-2' });
    });
    const { user, router } = renderApp('/payments');
    const table = await screen.findByRole('table', { name: texts.views.invoices }, LOAD);
    const link = within(table).getByRole('link', { name: 'INV-0001' });
    expect(link).toHaveAttribute('href', '/invoices/50000000-0000-4000-8000-000000000001');
    expect(within(table).getByText('Client 2: Wedding')).toBeVisible();
    expect(await screen.findByTestId('open-balance')).toHaveTextContent('$4,000.00');
    expect(screen.getByTestId('overdue-balance')).toHaveTextContent('$250.00');
    expect(within(screen.getByTestId('overdue-balance').parentElement!).getByText('3 invoices')).toBeVisible();
    expect(query(api.to('GET', ApiRoutes.listInvoices.path)[0]!).get('filter')).toBe('open');

    await user.click(screen.getByRole('button', { name: texts.loadMore }));
    expect(await within(table).findByRole('link', { name: 'INV-0003' })).toBeVisible();
    // The sums are the server's: the page loaded does not change them.
    expect(screen.getByTestId('open-balance')).toHaveTextContent('$4,000.00');
    expect(screen.queryByRole('button', { name: texts.loadMore })).toBeNull();

    await user.click(screen.getByRole('radio', { name: texts.filters.void }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=void'));
    expect(await screen.findByRole('link', { name: 'INV-0009' })).toBeVisible();
    expect(screen.queryByTestId('open-balance')).toBeNull();
  });

  it('says when a filter has nothing, and offers a retry when the list fails', async () => {
    let fail = true;
    mockList((request) =>
      query(request).get('filter') === 'draft'
        ? ok({ rows: [], nextCursor: null })
        : fail
          ? apiError(500, 'Internal', null, 'Something went wrong', 'Server down.')
          : ok({ rows: [row(1)], nextCursor: null }),
    );
    const { user } = renderApp('/payments');
    expect(await screen.findByText(texts.failed, {}, LOAD)).toBeVisible();
    expect(screen.getByText('Server down.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('link', { name: 'INV-0001' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: texts.filters.draft }));
    expect(await screen.findByText(texts.empty.draft.title)).toBeVisible();
  });
});
