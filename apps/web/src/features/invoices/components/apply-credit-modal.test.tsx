import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Invoice } from '@focal/contracts/invoices/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { invoicesMessages as texts } from '../messages';
import { content, INVOICE_ID, invoiceOf, issued, mockInvoicesApi, path, paymentOf } from '../test-invoices';

const LOAD = { timeout: 5000 };
const GET = `GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`;
const CREDIT_PATH = path(ApiRoutes.getInvoiceClientCredit, INVOICE_ID);
const CREDIT = `GET ${CREDIT_PATH}`;
const APPLY = path(ApiRoutes.applyClientCredit, INVOICE_ID);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const a = texts.applyCredit;

// $2,400.00, $500.00 paid: $1,900.00 owed.
const sent = issued(invoiceOf(content()), {
  status: 'partially-paid',
  paidMinor: 50_000,
  balanceMinor: 190_000,
});
const creditOf = (amountMinor: number) => () => ok({ currency: 'USD', amountMinor });

async function openDialog(routes: Parameters<typeof mockInvoicesApi>[0] = {}) {
  const api = mockInvoicesApi({ [GET]: () => ok(sent), [CREDIT]: creditOf(30_000), ...routes });
  const { user } = renderApp(`/invoices/${INVOICE_ID}`);
  await user.click(await screen.findByRole('button', { name: texts.actions.applyCredit }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: a.title });
  const amount = within(dialog).getByRole('textbox', { name: /^Amount \(USD\)/ });
  const save = within(dialog).getByRole('button', { name: a.save });
  return { api, user, dialog, amount, save };
}

describe("who is offered to apply the client's credit", () => {
  it.each([
    ['offered with a balance and credit', sent, 30_000, true],
    ['not when the client has no credit', sent, 0, false],
    [
      'not for a paid invoice',
      issued(invoiceOf(content()), { status: 'paid', paidMinor: 240_000, balanceMinor: 0 }),
      30_000,
      false,
    ],
  ] as const)('is %s', async (_, invoice: Invoice, credit, offered) => {
    const api = mockInvoicesApi({ [GET]: () => ok(invoice), [CREDIT]: creditOf(credit) });
    renderApp(`/invoices/${INVOICE_ID}`);
    const actions = await screen.findByRole('group', { name: texts.actions.label }, LOAD);
    const button = () => within(actions).queryByRole('button', { name: texts.actions.applyCredit });
    if (offered)
      return void expect(
        await within(actions).findByRole('button', { name: texts.actions.applyCredit }),
      ).toBeVisible();
    // The credit is read only while there is a balance to pay, and then says there is none.
    const reads = () => api.to('GET', CREDIT_PATH);
    if (invoice.balanceMinor > 0) await waitFor(() => expect(reads()).toHaveLength(1));
    else expect(reads()).toHaveLength(0);
    await waitFor(() => expect(button()).toBeNull());
  });
});

describe("applying the client's credit", () => {
  it('starts from all the credit the balance can take, refuses more than the credit, and applies it once per opening', async () => {
    const answers = [
      () => apiError(500, 'Internal'),
      () => {
        const payment = paymentOf({ amountMinor: 5_000, appliedMinor: 5_000, method: 'client-credit' });
        return ok({ payment, invoice: { ...sent, paidMinor: 55_000, balanceMinor: 185_000 } });
      },
    ];
    const { api, user, dialog, amount, save } = await openDialog({
      [`POST ${APPLY}`]: () => answers.shift()!(),
    });
    expect(within(dialog).getByText(a.text('$300.00'))).toBeVisible();
    expect(amount).toHaveValue('300.00');
    expect(amount).toHaveAccessibleDescription(a.limit('$1,900.00'));
    expect(within(dialog).getByRole('status')).toHaveTextContent(a.balanceAfter('$1,600.00'));

    await user.clear(amount);
    await user.type(amount, '300.01');
    await user.click(save);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(a.overCredit('$300.00')));
    expect(api.to('POST', APPLY)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(save);
    await waitFor(() => expect(api.to('POST', APPLY)).toHaveLength(1));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText(a.applied('$50.00'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: a.title })).toBeNull());
    const bodies = api
      .to('POST', APPLY)
      .map((request) => request.body as { requestId: string; amountMinor: number });
    expect(bodies).toEqual([
      { requestId: expect.stringMatching(UUID), amountMinor: 5_000 },
      { requestId: bodies[0]!.requestId, amountMinor: 5_000 },
    ]);
    // The page shows the answer's invoice.
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent('$1,850.00');
  });

  it("never starts above the balance, and puts the server's refusal under the amount", async () => {
    const { user, amount, save } = await openDialog({
      [CREDIT]: creditOf(250_000),
      [`POST ${APPLY}`]: () =>
        apiError(400, 'ValidationFailed', {
          fields: { amountMinor: "This is more than the client's credit ($100.00)." },
        }),
    });
    expect(amount).toHaveValue('1900.00');
    await user.clear(amount);
    await user.type(amount, '1900.01');
    await user.click(save);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(a.overBalance('$1,900.00')));

    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(save);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining("This is more than the client's credit ($100.00)."),
      ),
    );
  });
});
