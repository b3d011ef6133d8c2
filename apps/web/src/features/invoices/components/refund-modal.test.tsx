import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Payment } from '@focal/contracts/invoices/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentEditorMessages } from '../../../shared/documents/messages';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { InvoicePayment } from '../api/get-invoice-payments';
import { formatDay } from '../lib/format';
import { invoicesMessages as texts } from '../messages';
import {
  companyToday,
  content,
  INVOICE_ID,
  invoiceOf,
  issued,
  mockInvoicesApi,
  path,
  paymentOf,
  refundOf,
} from '../test-invoices';
import { paymentStateWords } from '../../../shared/documents/payment-words';

const LOAD = { timeout: 5000 };
const GET = `GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`;
const LIST = path(ApiRoutes.listInvoicePayments, INVOICE_ID);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const r = texts.refund;

// $2,400.00 paid in full: $1,000.00, then $1,500.00 of which $100.00 was more than the balance.
const paid = issued(invoiceOf(content()), { status: 'paid', paidMinor: 240_000, balanceMinor: 0 });
const first = paymentOf({ reference: 'BANK-77' }, 1);
const second = paymentOf(
  {
    receivedOn: '2026-03-04',
    amountMinor: 150_000,
    appliedMinor: 140_000,
    creditMinor: 10_000,
    reference: 'BANK-78',
  },
  2,
);
const REFUND = path(ApiRoutes.refundPayment, second.id);
const listed = (payment: Payment, refunds = [] as InvoicePayment['refunds']) => ({ ...payment, refunds });

async function openRefund(routes: Parameters<typeof mockInvoicesApi>[0] = {}) {
  const api = mockInvoicesApi({
    [GET]: () => ok(paid),
    [`GET ${LIST}`]: () => ok({ rows: [listed(first), listed(second)] }),
    ...routes,
  });
  const { user } = renderApp(`/invoices/${INVOICE_ID}`);
  const name = texts.payments.refundLabel('$1,500.00', formatDay('2026-03-04'));
  await user.click(await screen.findByRole('button', { name }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: r.title });
  const amount = within(dialog).getByRole('textbox', { name: /^Amount \(USD\)/ });
  const day = within(dialog).getByLabelText(/^Refunded on/);
  const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
  const save = within(dialog).getByRole('button', { name: r.save });
  return { api, user, dialog, amount, day, reason, save };
}

describe('refunding a payment', () => {
  it("starts from what is left, says what comes from the client's credit and what the balance gets back, and sends the refund with its request id", async () => {
    let rows = [listed(first), listed(second)];
    const { api, user, dialog, amount, day, reason, save } = await openRefund({
      [`GET ${LIST}`]: () => ok({ rows }),
      [`POST ${REFUND}`]: () => {
        const after = { ...second, refundedMinor: 30_000, state: 'partially-refunded' as const };
        rows = [listed(first), listed(after, [refundOf({ amountMinor: 30_000 })])];
        const invoice = {
          ...paid,
          status: 'partially-paid' as const,
          paidMinor: 220_000,
          balanceMinor: 20_000,
        };
        return ok({ payment: after, invoice });
      },
    });
    expect(amount).toHaveValue('1500.00');
    expect(amount).toHaveAccessibleDescription(r.left('$1,500.00'));
    expect(within(dialog).queryByText(r.cardNote)).toBeNull();
    expect(day).toHaveValue(companyToday());
    // The notice goes while the amount is not one: read it again after each change.
    const status = () => within(dialog).getByRole('status');
    expect(status()).toHaveTextContent(r.split('$100.00', '$1,400.00'));

    await user.clear(amount);
    await user.type(amount, '50');
    expect(status()).toHaveTextContent(r.split('$50.00', null));
    await user.click(within(dialog).getByRole('button', { name: r.fullAmount('$1,500.00') }));
    expect(amount).toHaveValue('1500.00');
    await user.clear(amount);
    await user.type(amount, '300');
    expect(status()).toHaveTextContent(r.split('$100.00', '$200.00'));

    fireEvent.change(day, { target: { value: '2026-03-10' } });
    await user.type(reason, 'Album cancelled');
    await user.click(save);

    await waitFor(() => expect(api.to('POST', REFUND)).toHaveLength(1));
    expect(api.to('POST', REFUND)[0]!.body).toEqual({
      requestId: expect.stringMatching(UUID),
      amountMinor: 30_000,
      refundedOn: '2026-03-10',
      reason: 'Album cancelled',
    });
    expect(await screen.findByText(r.recorded('$300.00'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: r.title })).toBeNull());
    // The page shows the answer's invoice and reads its payments again.
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent('$200.00');
    const list = screen.getByRole('region', { name: texts.payments.title });
    const line = texts.payments.refunded('$300.00', formatDay('2026-03-10'), 'Album cancelled');
    expect(await within(list).findByText(line)).toBeVisible();
    expect(within(list).getByText(paymentStateWords['partially-refunded'])).toBeVisible();
  });

  it('says when all of it comes off what paid the invoice', async () => {
    const { user, dialog, amount } = await openRefund({
      [`GET ${LIST}`]: () =>
        ok({ rows: [listed(first), listed({ ...second, creditMinor: 0, appliedMinor: 150_000 })] }),
    });
    await user.clear(amount);
    await user.type(amount, '100');
    expect(within(dialog).getByRole('status')).toHaveTextContent(r.split(null, '$100.00'));
  });

  it('sends the same request id again after a server error', async () => {
    const answers: (() => Response)[] = [
      () => apiError(500, 'Internal'),
      () => ok({ payment: { ...second, refundedMinor: 150_000, state: 'refunded' }, invoice: paid }),
    ];
    const { api, user, reason, save } = await openRefund({ [`POST ${REFUND}`]: () => answers.shift()!() });
    await user.type(reason, 'Wedding moved abroad');
    await user.click(save);
    await waitFor(() => expect(api.to('POST', REFUND)).toHaveLength(1));
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('dialog', { name: r.title })).toBeInTheDocument();

    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: r.title })).toBeNull());
    const ids = api.to('POST', REFUND).map((request) => (request.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
  });

  it('refuses more than is left, a day before the payment and no reason before sending; puts the server refusals on their fields', async () => {
    const { api, user, amount, day, reason, save } = await openRefund({
      [`POST ${REFUND}`]: () =>
        apiError(400, 'ValidationFailed', { fields: { refundedOn: 'Not a day the company knows.' } }),
    });
    await user.clear(amount);
    await user.type(amount, '1500.01');
    fireEvent.change(day, { target: { value: '2026-03-03' } });
    await user.click(save);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(r.tooMuch('$1,500.00')));
    expect(day).toHaveAccessibleDescription(
      expect.stringContaining(r.dayOutside(formatDay('2026-03-04'), formatDay(companyToday()))),
    );
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(r.reasonRequired));
    expect(api.to('POST', REFUND)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '10');
    fireEvent.change(day, { target: { value: '2026-03-04' } });
    await user.type(reason, 'Prints lost');
    await user.click(save);
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(expect.stringContaining('Not a day the company knows.')),
    );
    expect(api.to('POST', REFUND)[0]!.body).toMatchObject({ amountMinor: 1_000, refundedOn: '2026-03-04' });
  });

  it('asks before losing what was typed', async () => {
    const { api, user, reason } = await openRefund();
    await user.type(reason, 'Prints lost');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: documentEditorMessages.leaveTitle });
    expect(within(question).getByText(r.leaveText)).toBeVisible();
    await user.click(within(question).getByRole('button', { name: documentEditorMessages.leave }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: r.title })).toBeNull());
    expect(api.to('POST', REFUND)).toHaveLength(0);
  });
});

describe("refunding a client's card payment", () => {
  const byCard = { ...second, method: 'online-card' as const };
  const CARD_REFUND = path(ApiRoutes.refundPayment, byCard.id);

  async function openCardRefund(
    routes: Parameters<typeof mockInvoicesApi>[0] = {},
    refunds = [] as InvoicePayment['refunds'],
  ) {
    const api = mockInvoicesApi({
      [GET]: () => ok(paid),
      [`GET ${LIST}`]: () => ok({ rows: [listed(first), listed(byCard, refunds)] }),
      ...routes,
    });
    const { user } = renderApp(`/invoices/${INVOICE_ID}`);
    const name = texts.payments.refundLabel('$1,500.00', formatDay('2026-03-04'));
    await user.click(await screen.findByRole('button', { name }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: r.title });
    return { api, user, dialog };
  }

  it("says the money goes back to the client's card, and shows why the provider refused; the next try is a new refund", async () => {
    const refusal = 'The card provider refused the refund: the client has disputed this payment with their bank.';
    const answers: (() => Response)[] = [
      () =>
        apiError(409, 'Conflict', { refundStatus: 'failed', failureCode: 'charge_disputed' }, 'Refund refused', refusal),
      () => ok({ payment: { ...byCard, refundedMinor: 150_000, state: 'refunded' }, invoice: paid }),
    ];
    const { api, user, dialog } = await openCardRefund({ [`POST ${CARD_REFUND}`]: () => answers.shift()!() });
    expect(within(dialog).getByText(r.cardNote)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Wedding cancelled');
    await user.click(within(dialog).getByRole('button', { name: r.cardSave }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(r.refusedTitle);
    expect(alert).toHaveTextContent(refusal);
    await user.click(within(dialog).getByRole('button', { name: r.cardSave }));
    expect(await screen.findByText(r.cardRefunded('$1,500.00'))).toBeVisible();
    const ids = api.to('POST', CARD_REFUND).map((request) => (request.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('lists a refund the provider has not answered as pending, and holds its amount', async () => {
    const pending = refundOf({ amountMinor: 50_000, status: 'pending', reason: 'Prints lost' });
    const { dialog } = await openCardRefund({}, [pending]);
    const list = screen.getByRole('region', { name: texts.payments.title });
    const line = texts.payments.refundPending('$500.00', formatDay(pending.refundedOn), 'Prints lost');
    expect(within(list).getByText(line)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Amount \(USD\)/ })).toHaveAccessibleDescription(
      r.left('$1,000.00'),
    );
  });
});
