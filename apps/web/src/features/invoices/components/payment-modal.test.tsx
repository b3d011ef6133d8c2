import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Invoice } from '@focal/contracts/invoices/api';
import type { Payment } from '@focal/contracts/invoices/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentEditorMessages } from '../../../shared/documents/messages';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { InvoicePayment } from '../api/get-invoice-payments';
import { invoicesMessages as texts } from '../messages';
import { companyToday, content, INVOICE_ID, invoiceOf, issued, mockInvoicesApi, path, paymentOf } from '../test-invoices';
import { paymentMethodWords } from '../../../shared/documents/payment-words';

const LOAD = { timeout: 5000 };
const GET = `GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`;
const RECORD = path(ApiRoutes.recordPayment, INVOICE_ID);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const p = texts.payment;

// $2,400.00 in two halves; $500.00 of the deposit is paid: $700.00 left on it, $1,900.00 owed.
const sent = issued(invoiceOf(content()), {
  status: 'partially-paid',
  paidMinor: 50_000,
  balanceMinor: 190_000,
  instalments: [
    { label: 'Deposit', amountMinor: 120_000, dueOn: '2026-03-02', paidMinor: 50_000, state: 'overdue' },
    { label: null, amountMinor: 120_000, dueOn: '2026-09-01', paidMinor: 0, state: 'upcoming' },
  ],
});

const payment = (extra: Partial<Payment> = {}) =>
  paymentOf({ amountMinor: 70_000, appliedMinor: 70_000, method: 'cash', reference: 'R-1', ...extra });

async function openDialog(routes: Parameters<typeof mockInvoicesApi>[0] = {}, invoice: Invoice = sent) {
  const api = mockInvoicesApi({ [GET]: () => ok(invoice), ...routes });
  const { user } = renderApp(`/invoices/${INVOICE_ID}`);
  await user.click(await screen.findByRole('button', { name: texts.actions.payment }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: p.title });
  const amount = within(dialog).getByRole('textbox', { name: /^Amount \(USD\)/ });
  const save = within(dialog).getByRole('button', { name: p.save });
  return { api, user, dialog, amount, save };
}

describe('who can record a payment', () => {
  it.each([
    ['offered for a sent invoice with a balance', issued(invoiceOf(content())), true],
    ['not for a draft', invoiceOf(content()), false],
    ['not for a void invoice', issued(invoiceOf(content()), { status: 'void' }), false],
    [
      'not for a paid one',
      issued(invoiceOf(content()), { status: 'paid', paidMinor: 240_000, balanceMinor: 0 }),
      false,
    ],
  ] as const)('is %s', async (_, invoice: Invoice, offered) => {
    mockInvoicesApi({ [GET]: () => ok(invoice) });
    renderApp(`/invoices/${INVOICE_ID}`);
    await screen.findByRole('group', { name: texts.actions.label }, LOAD);
    expect(screen.queryByRole('button', { name: texts.actions.payment }) !== null).toBe(offered);
  });
});

describe('recording a payment', () => {
  it('starts from what the next instalment still asks, and sends the payment with its request id', async () => {
    let rows: InvoicePayment[] = [];
    const { api, user, dialog, amount, save } = await openDialog({
      [`GET ${path(ApiRoutes.listInvoicePayments, INVOICE_ID)}`]: () => ok({ rows }),
      [`POST ${RECORD}`]: () => {
        rows = [{ ...payment(), refunds: [] }];
        const after = { ...sent, paidMinor: 120_000, balanceMinor: 120_000, status: 'sent' as const };
        return ok({ payment: payment(), invoice: after });
      },
    });
    expect(amount).toHaveValue('700.00');
    expect(within(dialog).getByLabelText(/^Received on/)).toHaveValue(companyToday());
    await user.click(within(dialog).getByRole('button', { name: p.fullBalance('$1,900.00') }));
    expect(amount).toHaveValue('1900.00');
    await user.click(within(dialog).getByRole('button', { name: p.nextInstalment('$700.00') }));
    expect(amount).toHaveValue('700.00');

    fireEvent.change(within(dialog).getByLabelText(/^Received on/), { target: { value: '2026-03-04' } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: p.method }), paymentMethodWords.cash);
    await user.type(within(dialog).getByRole('textbox', { name: p.reference }), 'R-1');
    await user.click(save);

    await waitFor(() => expect(api.to('POST', RECORD)).toHaveLength(1));
    expect(api.to('POST', RECORD)[0]!.body).toEqual({
      requestId: expect.stringMatching(UUID),
      amountMinor: 70_000,
      receivedOn: '2026-03-04',
      method: 'cash',
      reference: 'R-1',
      note: '',
    });
    expect(await screen.findByText(p.recorded('$700.00'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: p.title })).toBeNull());
    // The page shows the answer's invoice and reads its payments again.
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent('$1,200.00');
    const list = screen.getByRole('region', { name: texts.payments.title });
    expect(await within(list).findByText('R-1')).toBeVisible();
  });

  it('sends the same request id again after a server error, and refuses a second send while one is on its way', async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.resolve(apiError(500, 'Internal')),
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(ok({ payment: payment(), invoice: sent })), 200),
        ),
    ];
    const { api, user, dialog, save } = await openDialog({ [`POST ${RECORD}`]: () => answers.shift()!() });
    await user.click(save);
    await waitFor(() => expect(api.to('POST', RECORD)).toHaveLength(1));
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('dialog', { name: p.title })).toBeInTheDocument();

    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    // While it saves, Escape does not close it: its answer would have nowhere to show.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: p.title })).toBeInTheDocument();
    // Enter in a field submits the form: still one request while the first is on its way.
    await user.type(within(dialog).getByRole('textbox', { name: p.reference }), '{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: p.title })).toBeNull());
    const sentIds = api
      .to('POST', RECORD)
      .map((request) => (request.body as { requestId: string }).requestId);
    expect(sentIds).toHaveLength(2);
    expect(sentIds[1]).toBe(sentIds[0]);
  });

  it('says before saving that what passes the balance is kept as credit', async () => {
    const { api, user, dialog, amount } = await openDialog();
    expect(within(dialog).queryByRole('status')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '2000');
    expect(within(dialog).getByRole('status')).toHaveTextContent(p.overBalance('$100.00'));
    expect(api.to('POST', RECORD)).toHaveLength(0);
  });

  it('refuses an empty amount and a day after today before sending; puts the server refusals on their fields', async () => {
    const { api, user, dialog, amount, save } = await openDialog({
      [`POST ${RECORD}`]: () =>
        apiError(400, 'ValidationFailed', { fields: { reference: 'Not a reference.' } }),
    });
    await user.clear(amount);
    const day = within(dialog).getByLabelText(/^Received on/);
    fireEvent.change(day, { target: { value: '2999-01-01' } });
    await user.click(save);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(p.amountInvalid));
    expect(day).toHaveAccessibleDescription(expect.stringContaining(p.dayInFuture));
    expect(api.to('POST', RECORD)).toHaveLength(0);

    await user.type(amount, '10');
    fireEvent.change(day, { target: { value: '2026-03-04' } });
    await user.click(save);
    const reference = within(dialog).getByRole('textbox', { name: p.reference });
    await waitFor(() =>
      expect(reference).toHaveAccessibleDescription(expect.stringContaining('Not a reference.')),
    );
    expect(api.to('POST', RECORD)[0]!.body).toMatchObject({ amountMinor: 1_000 });
  });

  it('asks before losing what was typed', async () => {
    const { api, user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: p.reference }), 'R-1');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: documentEditorMessages.leaveTitle });
    expect(within(question).getByText(p.leaveText)).toBeVisible();
    await user.click(within(question).getByRole('button', { name: documentEditorMessages.leave }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: p.title })).toBeNull());
    expect(api.to('POST', RECORD)).toHaveLength(0);
  });
});
