import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Invoice } from '@focal/contracts/invoices/api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { invoicesMessages as texts } from '../messages';
import { content, INVOICE_ID, invoiceOf, issued, mockInvoicesApi, path } from '../test-invoices';
import { watchDownloads } from '../../../test/downloads';

const LOAD = { timeout: 5000 };
const VIEW = `/invoices/${INVOICE_ID}`;
const GET = `GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`;
const PDF = path(ApiRoutes.getInvoicePdf, INVOICE_ID);
const REVOKE = path(ApiRoutes.revokeInvoiceLinks, INVOICE_ID);
const a = texts.actions;


afterEach(() => {
  vi.restoreAllMocks();
});

describe("the invoice's PDF and links", () => {
  it.each([
    ['an issued invoice under its number', issued(invoiceOf(content())), 'INV-0001.pdf'],
    ['a draft as a draft', invoiceOf(content()), 'draft-invoice.pdf'],
  ] as const)('downloads %s', async (_, invoice: Invoice, name) => {
    const api = mockInvoicesApi({
      [GET]: () => ok(invoice),
      [`GET ${PDF}`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const saved = watchDownloads();
    const { user } = renderApp(VIEW);
    await user.click(await screen.findByRole('button', { name: a.pdf }, LOAD));
    await waitFor(() => expect(saved).toEqual([name]));
    expect(api.to('GET', PDF)).toHaveLength(1);
  });

  it("stops the client's link after a confirmation, and says how many stopped", async () => {
    const api = mockInvoicesApi({
      [GET]: () => ok(issued(invoiceOf(content()), { status: 'viewed' })),
      [`POST ${REVOKE}`]: () => ok({ revoked: 2 }),
    });
    const { user } = renderApp(VIEW);
    await user.click(await screen.findByRole('button', { name: a.more }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: a.revoke }));
    const dialog = await screen.findByRole('dialog', { name: a.revokeTitle });
    expect(within(dialog).getByText(a.revokeText)).toBeVisible();
    expect(api.to('POST', REVOKE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: a.revokeConfirm }));
    expect(await screen.findByText('2 links stopped.')).toBeVisible();
    expect(api.to('POST', REVOKE)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: a.revokeTitle })).toBeNull());
  });
});
