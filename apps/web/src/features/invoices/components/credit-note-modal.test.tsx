import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Invoice } from '@focal/contracts/invoices/api';
import type { InvoiceCredits } from '@focal/contracts/invoices/credit-notes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { invoicesMessages as texts } from '../messages';
import { content, INVOICE_ID, invoiceOf, issued, mockInvoicesApi, path } from '../test-invoices';

const LOAD = { timeout: 5000 };
const VIEW = `/invoices/${INVOICE_ID}`;
const GET = `GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`;
const CREDITS = `GET ${path(ApiRoutes.listInvoiceCreditNotes, INVOICE_ID)}`;
const CREATE = path(ApiRoutes.createCreditNote, INVOICE_ID);
const c = texts.credit;

// Full day $2,000.00 and 3 prints at $100.00, both with 20% VAT: $2,760.00.
const body = content({
  lines: [
    ...content().lines,
    {
      name: 'Prints',
      description: '',
      quantityThousandths: 3000,
      unitPriceMinor: 10_000,
      discount: null,
      taxes: [{ name: 'VAT', rateMillionths: 200_000, compound: false }],
      productId: null,
    },
  ],
});
const sent = issued(invoiceOf(body));

const credits = (prints = { quantity: 3000, minor: 30_000 }): InvoiceCredits => ({
  creditedMinor: 0,
  notes: [],
  lines: [
    { index: 0, name: 'Full day', quantityThousandths: 1000, baseMinor: 200_000, remainingQuantityThousandths: 1000, remainingMinor: 200_000 },
    { index: 1, name: 'Prints', quantityThousandths: 3000, baseMinor: 30_000, remainingQuantityThousandths: prints.quantity, remainingMinor: prints.minor },
  ],
});

const NOTE = {
  id: '60000000-0000-4000-8000-000000000001',
  number: 'CN-0001',
  issuedOn: '2026-03-05',
  currency: 'USD',
  totalMinor: 12_000,
  reason: 'One print damaged',
  createdAt: '2026-03-05T10:00:00.000Z',
};

async function openModal(routes: Parameters<typeof mockInvoicesApi>[0] = {}) {
  const api = mockInvoicesApi({ [GET]: () => ok(sent), [CREDITS]: () => ok(credits()), ...routes });
  const { user } = renderApp(VIEW);
  await user.click(await screen.findByRole('button', { name: texts.actions.credit }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: c.title });
  await within(dialog).findByText(c.total, {}, LOAD);
  return { api, user, dialog };
}

describe('the credit note modal', () => {
  it('credits everything left by default: the total is the invoice total, and a reason is required', async () => {
    const { api, user, dialog } = await openModal();
    expect(within(dialog).getByTestId('credit-total')).toHaveTextContent('$2,760.00');
    await user.click(within(dialog).getByRole('button', { name: c.confirm }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(expect.stringContaining(c.reasonRequired));
    expect(api.to('POST', CREATE)).toHaveLength(0);
  });

  it('credits chosen lines by quantity with the total worked out live, refuses more than is left, and sends it', async () => {
    const { api, user, dialog } = await openModal({
      [CREDITS]: () => ok(credits({ quantity: 2000, minor: 20_000 })),
      [`POST ${CREATE}`]: () => ok({ ...NOTE }),
    });
    await user.click(within(dialog).getByRole('radio', { name: c.modes.lines }));
    const prints = within(dialog).getByLabelText(c.quantityLabel('Prints'));
    expect(prints).toHaveAccessibleDescription(c.left('2'));
    await user.type(prints, '3');
    expect(prints).toHaveAccessibleDescription(expect.stringContaining(c.tooMuch));
    expect(within(dialog).getByRole('button', { name: c.confirm })).toBeDisabled();
    await user.clear(prints);
    await user.type(prints, '1');
    // One print of $100.00 with 20% VAT.
    expect(within(dialog).getByTestId('credit-total')).toHaveTextContent('$120.00');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'One print damaged');
    await user.click(within(dialog).getByRole('button', { name: c.confirm }));
    await waitFor(() =>
      expect(api.to('POST', CREATE)[0]?.body).toEqual({
        updatedAt: sent.updatedAt,
        reason: 'One print damaged',
        credit: { kind: 'lines', lines: [{ index: 1, quantityThousandths: 1000 }] },
      }),
    );
    expect(await screen.findByText(c.issued('CN-0001'))).toBeVisible();
  });

  it('credits by amount, and shows a refusal of the server in the dialog', async () => {
    const { api, user, dialog } = await openModal({
      [`POST ${CREATE}`]: () =>
        apiError(400, 'ValidationFailed', {
          fields: { 'credit.lines.0.amountMinor': 'More than is left to credit on this line (100 minor units)' },
        }),
    });
    await user.click(within(dialog).getByRole('radio', { name: c.modes.lines }));
    await user.click(within(dialog).getByRole('radio', { name: c.byModes.amount }));
    await user.type(within(dialog).getByLabelText(c.amountLabel('Full day', 'USD')), '500');
    expect(within(dialog).getByTestId('credit-total')).toHaveTextContent('$600.00');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Shorter day');
    await user.click(within(dialog).getByRole('button', { name: c.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/More than is left/);
    expect(api.to('POST', CREATE)[0]?.body).toMatchObject({ credit: { kind: 'lines', lines: [{ index: 0, amountMinor: 50_000 }] } });
  });
});

describe("the invoice page's credit notes", () => {
  it('lists each note with its number, day, reason and amount, takes them off the balance, and offers its PDF', async () => {
    const credited: Invoice = { ...sent, creditedMinor: 12_000, balanceMinor: sent.totalMinor - 12_000, creditNotes: [NOTE] };
    const api = mockInvoicesApi({
      [GET]: () => ok(credited),
      [`GET ${path(ApiRoutes.getCreditNotePdf, NOTE.id)}`]: () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    const { user } = renderApp(VIEW);
    expect(await screen.findByRole('heading', { name: c.listTitle }, LOAD)).toBeVisible();
    const row = screen.getByRole('row', { name: /CN-0001/ });
    expect(row).toHaveTextContent('One print damaged');
    expect(row).toHaveTextContent('−$120.00');
    expect(screen.getByTestId('invoice-credited')).toHaveTextContent('−$120.00');
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent('$2,640.00');
    await user.click(within(row).getByRole('button', { name: c.pdf('CN-0001') }));
    await waitFor(() => expect(api.to('GET', path(ApiRoutes.getCreditNotePdf, NOTE.id))).toHaveLength(1));
  });
});
