import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Payment, PaymentRefund } from '@focal/contracts/invoices/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { watchDownloads } from '../../../test/downloads';
import { renderApp } from '../../../test/render-app';
import { formatDay } from '../lib/format';
import { invoicesMessages as texts } from '../messages';
import {
  content,
  INVOICE_ID,
  invoiceOf,
  issued,
  mockInvoicesApi,
  path,
  paymentOf,
  refundOf,
} from '../test-invoices';
import { paymentMethodWords, paymentStateWords } from '../../../shared/documents/payment-words';

const LOAD = { timeout: 5000 };
const GET = `GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`;
const LIST = path(ApiRoutes.listInvoicePayments, INVOICE_ID);
const t = texts.payments;

const row = (n: number, extra: Partial<Payment>, refunds: PaymentRefund[] = []) => ({
  ...paymentOf(extra, n),
  refunds,
});

const section = () => screen.findByRole('region', { name: t.title }, LOAD);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("an invoice's payments", () => {
  it('lists each payment: the day, the method, the reference and the amount, with what was kept as credit', async () => {
    const sent = issued(invoiceOf(content()), { status: 'paid', paidMinor: 240_000, balanceMinor: 0 });
    mockInvoicesApi({
      [GET]: () => ok(sent),
      [`GET ${LIST}`]: () =>
        ok({
          rows: [
            row(1, { reference: 'BANK-77' }),
            row(2, {
              receivedOn: '2026-03-20',
              method: 'cheque',
              amountMinor: 150_000,
              appliedMinor: 140_000,
              creditMinor: 10_000,
              note: 'Posted by the bride',
            }),
          ],
        }),
    });
    renderApp(`/invoices/${INVOICE_ID}`);
    const list = await section();
    const rows = await within(list).findAllByRole('row');
    // The head, then the payments oldest first.
    expect(rows).toHaveLength(3);
    const [first, second] = [within(rows[1]!), within(rows[2]!)];
    expect(first.getByText(formatDay('2026-03-04'))).toBeVisible();
    expect(first.getByText(paymentMethodWords['bank-transfer'])).toBeVisible();
    expect(first.getByText('BANK-77')).toBeVisible();
    expect(first.getByText('$1,000.00')).toBeVisible();
    expect(first.queryByText(/kept as credit/)).toBeNull();
    expect(second.getByText(paymentMethodWords.cheque)).toBeVisible();
    expect(second.getByText('Posted by the bride')).toBeVisible();
    expect(second.getByText('$1,500.00')).toBeVisible();
    expect(second.getByText(t.keptAsCredit('$100.00'))).toBeVisible();
  });

  it("shows each refund under its payment with the payment's state, and offers a refund while anything is left", async () => {
    const sent = issued(invoiceOf(content()), {
      status: 'partially-paid',
      paidMinor: 140_000,
      balanceMinor: 100_000,
    });
    const refunds = [
      refundOf({ amountMinor: 20_000, refundedOn: '2026-03-10', reason: 'Album cancelled' }, 1),
      refundOf({ amountMinor: 10_000, refundedOn: '2026-03-12', reason: 'Prints\nlost' }, 2),
    ];
    mockInvoicesApi({
      [GET]: () => ok(sent),
      [`GET ${LIST}`]: () =>
        ok({
          rows: [
            row(1, { reference: 'BANK-77' }),
            row(2, { reference: 'BANK-78', refundedMinor: 30_000, state: 'partially-refunded' }, refunds),
            row(3, { reference: 'BANK-79', refundedMinor: 100_000, state: 'refunded' }, [
              refundOf({ amountMinor: 100_000, reason: 'Wedding off' }, 3),
            ]),
          ],
        }),
    });
    renderApp(`/invoices/${INVOICE_ID}`);
    const list = await section();
    await within(list).findByText('BANK-79');
    const rows = within(list).getAllByRole('row');
    const at = (reference: string) => rows.findIndex((r) => within(r).queryByText(reference) !== null);
    const paid = rows[at('BANK-77')]!;
    const partly = rows[at('BANK-78')]!;
    const refunded = rows[at('BANK-79')]!;
    const refund = (row: HTMLElement) => within(row).queryByRole('button', { name: /^Refund the payment/ });
    const day = formatDay('2026-03-04');

    // Paid: a refund offered, no chip, nothing under it.
    expect(refund(paid)).toHaveAccessibleName(t.refundLabel('$1,000.00', day));
    expect(within(paid).queryByText(paymentStateWords['partially-refunded'])).toBeNull();
    expect(rows[at('BANK-77') + 1]).toBe(partly);
    // Partly refunded: still offered; its refunds, oldest first, on the row under it.
    expect(refund(partly)).toBeVisible();
    expect(within(partly).getByText(paymentStateWords['partially-refunded'])).toBeVisible();
    const under = within(rows[at('BANK-78') + 1]!).getAllByText(/^Refunded /);
    expect(under.map((line) => line.textContent)).toEqual([
      t.refunded('$200.00', formatDay('2026-03-10'), 'Album cancelled'),
      t.refunded('$100.00', formatDay('2026-03-12'), 'Prints\nlost'),
    ]);
    // Refunded in full: nothing left to refund.
    expect(refund(refunded)).toBeNull();
    expect(within(refunded).getByText(paymentStateWords.refunded)).toBeVisible();
    expect(
      within(rows[at('BANK-79') + 1]!).getByText(
        t.refunded('$1,000.00', formatDay('2026-03-10'), 'Wedding off'),
      ),
    ).toBeVisible();
  });

  it("downloads a payment's receipt, numbered by the payment's place on the invoice", async () => {
    const second = paymentOf({ receivedOn: '2026-03-20', amountMinor: 50_000 }, 2);
    const RECEIPT = path(ApiRoutes.getPaymentReceipt, second.id);
    const api = mockInvoicesApi({
      [GET]: () => ok(issued(invoiceOf(content()), { status: 'partially-paid' })),
      [`GET ${LIST}`]: () =>
        ok({ rows: [row(1, { refundedMinor: 100_000, state: 'refunded' }), { ...second, refunds: [] }] }),
      [`GET ${RECEIPT}`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const saved = watchDownloads();
    const { user } = renderApp(`/invoices/${INVOICE_ID}`);
    const list = await section();
    const download = await within(list).findByRole('button', {
      name: t.receiptLabel('$500.00', formatDay('2026-03-20')),
    });
    expect(download).toHaveTextContent(t.receipt);
    // Every payment has one, a refunded one too (its receipt says so).
    expect(within(list).getAllByRole('button', { name: /^Download receipt/ })).toHaveLength(2);
    expect(within(list).getAllByRole('button', { name: /^Refund the payment/ })).toHaveLength(1);
    await user.click(download);
    await waitFor(() => expect(saved).toEqual(['receipt-INV-0001-2.pdf']));
    expect(api.to('GET', RECEIPT)).toHaveLength(1);
  });

  it('shows a receipt on its way as loading, and starts no other download meanwhile', async () => {
    const first = paymentOf({}, 1);
    const second = paymentOf({ receivedOn: '2026-03-20', amountMinor: 50_000 }, 2);
    const FIRST = path(ApiRoutes.getPaymentReceipt, first.id);
    const SECOND = path(ApiRoutes.getPaymentReceipt, second.id);
    let answer: (reply: Response) => void = () => undefined;
    const pdf = () =>
      new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } });
    const api = mockInvoicesApi({
      [GET]: () => ok(issued(invoiceOf(content()), { status: 'partially-paid' })),
      [`GET ${LIST}`]: () => ok({ rows: [{ ...first, refunds: [] }, { ...second, refunds: [] }] }),
      [`GET ${FIRST}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [`GET ${SECOND}`]: () => pdf(),
    });
    const saved = watchDownloads();
    const { user } = renderApp(`/invoices/${INVOICE_ID}`);
    const list = await section();
    const [one, two] = await within(list).findAllByRole('button', { name: /^Download receipt/ });

    await user.click(one!);
    await waitFor(() => expect(one).toHaveAttribute('data-loading'));
    expect(one).toBeDisabled();
    expect(two).toBeDisabled();
    await user.click(two!);
    expect(api.to('GET', SECOND)).toHaveLength(0);

    answer(pdf());
    await waitFor(() => expect(saved).toEqual(['receipt-INV-0001-1.pdf']));
    await waitFor(() => expect(two).toBeEnabled());
    expect(api.to('GET', FIRST)).toHaveLength(1);
  });

  it('says when a sent invoice has no payment yet', async () => {
    mockInvoicesApi({ [GET]: () => ok(issued(invoiceOf(content()))) });
    renderApp(`/invoices/${INVOICE_ID}`);
    expect(await within(await section()).findByText(t.empty)).toBeVisible();
  });

  it('shows no payments section on a draft, and does not ask for its payments', async () => {
    const api = mockInvoicesApi({ [GET]: () => ok(invoiceOf(content())) });
    renderApp(`/invoices/${INVOICE_ID}`);
    await screen.findByRole('heading', { level: 1, name: texts.draftTitle }, LOAD);
    expect(screen.queryByRole('region', { name: t.title })).toBeNull();
    expect(api.to('GET', LIST)).toHaveLength(0);
  });

  it('says when the payments could not be loaded, with a retry', async () => {
    mockInvoicesApi({
      [GET]: () => ok(issued(invoiceOf(content()))),
      [`GET ${LIST}`]: () =>
        apiError(403, 'AccessDenied', null, 'No access', 'You cannot see these payments.'),
    });
    renderApp(`/invoices/${INVOICE_ID}`);
    const list = await section();
    expect(await within(list).findByText(t.failed)).toBeVisible();
    expect(within(list).getByText('You cannot see these payments.')).toBeVisible();
    expect(within(list).getByRole('button', { name: texts.retry })).toBeVisible();
  });
});
