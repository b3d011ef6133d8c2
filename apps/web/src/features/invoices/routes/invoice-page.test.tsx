import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Invoice } from '@focal/contracts/invoices/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { invoicesMessages as texts } from '../messages';
import { content, INVOICE_ID, invoiceOf, issued, mockInvoicesApi, path } from '../test-invoices';

const LOAD = { timeout: 5000 };
const VIEW = `/invoices/${INVOICE_ID}`;
const GET = `GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`;
const a = texts.actions;

async function actionsOf(invoice: Invoice) {
  mockInvoicesApi({ [GET]: () => ok(invoice) });
  renderApp(VIEW);
  const title = invoice.number ? texts.number(invoice.number) : texts.draftTitle;
  expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeVisible();
  const group = screen.queryByRole('group', { name: a.label });
  return group ? [...group.querySelectorAll('a, button')].map((b) => b.textContent) : [];
}

describe('the invoice page', () => {
  it('offers a draft Edit, Send, its PDF and Delete', async () => {
    expect(await actionsOf(invoiceOf(content()))).toEqual([a.edit, a.send, a.pdf, a.delete]);
    expect(screen.getByText(texts.view.partiesLater)).toBeVisible();
  });

  it('offers a sent invoice a payment, a new schedule, a credit note, its PDF, its links (More) and Void', async () => {
    const sent = issued(invoiceOf(content()));
    expect(await actionsOf(sent)).toEqual([a.payment, a.schedule, a.credit, a.pdf, a.more, a.void]);
    expect(screen.getByText('Lens & Light')).toBeVisible();
    expect(screen.getByText('Tax number: GB123')).toBeVisible();
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent('$2,400.00');
  });

  it('shows the paid part and the balance, with no void once paid (a credit note still)', async () => {
    const paid = issued(invoiceOf(content()), {
      status: 'partially-paid',
      paidMinor: 40_000,
      balanceMinor: 200_000,
    });
    // Its one instalment is not paid in full: the schedule may still change (the server says so).
    expect(await actionsOf(paid)).toEqual([a.payment, a.schedule, a.credit, a.pdf, a.more]);
    expect(screen.getByText(texts.states['partially-paid'])).toBeVisible();
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent('$2,000.00');
  });

  it('keeps a void invoice as it is: its PDF, and its links still to stop', async () => {
    const voided = issued(invoiceOf(content()), { status: 'void', voidReason: 'Billed twice' });
    expect(await actionsOf(voided)).toEqual([a.pdf, a.more]);
  });

  it('sends a draft only after the confirmation that it takes its number', async () => {
    const draft = invoiceOf(content());
    const api = mockInvoicesApi({
      [GET]: () => ok(draft),
      [`POST ${path(ApiRoutes.sendInvoice, INVOICE_ID)}`]: () => ok({ ...issued(draft), mailedTo: null }),
    });
    const { user } = renderApp(VIEW);
    await user.click(await screen.findByRole('button', { name: a.send }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: a.sendTitle });
    expect(within(dialog).getByText(a.sendText)).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: a.sendEmail }));
    await user.click(within(dialog).getByRole('button', { name: a.send }));
    await waitFor(() =>
      expect(api.to('POST', path(ApiRoutes.sendInvoice, INVOICE_ID))[0]?.body).toEqual({
        updatedAt: draft.updatedAt,
        email: false,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: texts.number('INV-0001') })).toBeVisible();
    expect(screen.getByRole('button', { name: a.void })).toBeVisible();
  });

  it('voids with a reason only, keeping the number', async () => {
    const sent = issued(invoiceOf(content()));
    const api = mockInvoicesApi({
      [GET]: () => ok(sent),
      [`POST ${path(ApiRoutes.voidInvoice, INVOICE_ID)}`]: () =>
        ok({ ...sent, status: 'void', voidedAt: '2026-03-03T10:00:00.000Z', voidReason: 'Billed twice' }),
    });
    const { user } = renderApp(VIEW);
    await user.click(await screen.findByRole('button', { name: a.void }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: a.voidTitle });
    await user.click(within(dialog).getByRole('button', { name: a.void }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
      expect.stringContaining(a.reasonRequired),
    );
    expect(api.to('POST', path(ApiRoutes.voidInvoice, INVOICE_ID))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Billed twice');
    await user.click(within(dialog).getByRole('button', { name: a.void }));
    await waitFor(() =>
      expect(api.to('POST', path(ApiRoutes.voidInvoice, INVOICE_ID))[0]?.body).toEqual({
        updatedAt: sent.updatedAt,
        reason: 'Billed twice',
      }),
    );
    expect(await screen.findByText(texts.states.void)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: texts.number('INV-0001') })).toBeVisible();
    expect(screen.getByText(/Billed twice/)).toBeVisible();
  });
});
