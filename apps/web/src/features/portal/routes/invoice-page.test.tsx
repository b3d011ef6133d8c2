import { PORTAL_PREVIEW_CLIENT_HEADER, PORTAL_PREVIEW_HEADER } from '@focal/contracts/headers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { issuedInvoice } from '../../../test/document-fixtures';
import { watchDownloads } from '../../../test/downloads';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { API, CLIENT, COMPANY, INVOICE, PORTAL, SESSION } from './test-portal';

const INVOICE_API = `${API}/invoices/${INVOICE}`;
const PAYMENTS = `${INVOICE_API}/payments`;
const DEPOSIT = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const SECOND = '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b';
const receiptOf = (id: string) => `${API}/payments/${id}/receipt`;
const ROWS = [
  { id: DEPOSIT, receivedOn: '2026-06-01', amountMinor: 100_000, method: 'bank-transfer' },
  { id: SECOND, receivedOn: '2026-06-20', amountMinor: 25_000, method: 'card' },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an invoice in the portal', () => {
  it('shows the balance, and its PDF and credit notes through the portal', async () => {
    const note = {
      id: '0b6f7c1e-8a4d-4f5e-9c2b-1d3e5f7a9b0c',
      number: 'CN-0001',
      issuedOn: '2026-06-05',
      totalMinor: 50_000,
    };
    mockApi({
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${INVOICE_API}`]: () =>
        ok({ ...issuedInvoice(), creditedMinor: 50_000, creditNotes: [note], balanceMinor: 100_000 }),
      [`GET ${PAYMENTS}`]: () => ok({ rows: [] }),
    });
    renderApp(`${PORTAL}/invoices/${INVOICE}`);

    expect(await screen.findByText('Invoice INV-2026-0007')).toBeVisible();
    expect(screen.getByTestId('document-balance')).toHaveTextContent('€1,000.00');
    expect(screen.getByText('Partially paid')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${INVOICE_API}/pdf`);
    expect(screen.getByRole('link', { name: 'Back to your portal' })).toHaveAttribute('href', PORTAL);
    const notes = screen.getByRole('region', { name: 'Credit notes' });
    expect(within(notes).getByRole('link', { name: 'Download credit note CN-0001 as PDF' })).toHaveAttribute(
      'href',
      `${INVOICE_API}/credit-notes/${note.id}/pdf`,
    );
    expect(screen.getByText('Powered by Focal')).toBeVisible();
  });

  it('lists the payments, oldest first, each with its receipt through the portal', async () => {
    mockApi({
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${INVOICE_API}`]: () => ok(issuedInvoice()),
      [`GET ${PAYMENTS}`]: () => ok({ rows: ROWS }),
    });
    renderApp(`${PORTAL}/invoices/${INVOICE}`);

    const section = await screen.findByRole('region', { name: 'Payments' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Paid on Jun 1, 2026')).toBeVisible();
    expect(within(items[0]!).getByText('Bank transfer')).toBeVisible();
    expect(within(items[0]!).getByText('€1,000.00')).toBeVisible();
    expect(within(items[1]!).getByText('Card')).toBeVisible();
    const receipt = within(items[1]!).getByRole('link', {
      name: 'Download receipt for the payment of €250.00 on Jun 20, 2026',
    });
    expect(receipt).toHaveTextContent('Download receipt');
    expect(receipt).toHaveAttribute('href', receiptOf(SECOND));
    expect(receipt).toHaveAttribute('download', 'receipt-INV-2026-0007-2.pdf');
  });

  it('says the payments are loading, and when they could not be loaded offers to try again', async () => {
    let answer: (reply: Response) => void = () => undefined;
    let asked = 0;
    mockApi({
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${INVOICE_API}`]: () => ok(issuedInvoice()),
      [`GET ${PAYMENTS}`]: () => {
        asked += 1;
        return asked === 1 ? new Promise<Response>((resolve) => (answer = resolve)) : ok({ rows: ROWS });
      },
    });
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);
    // Said politely to screen readers, under a spinner.
    expect((await screen.findByText('Loading your payments…')).closest('[role="status"]')).not.toBeNull();

    await waitFor(() => expect(asked).toBe(1));
    answer(apiError(404, 'NotFound'));
    expect(await screen.findByText("Your payments couldn't be loaded.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no payments section while nothing was paid', async () => {
    const api = mockApi({
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${INVOICE_API}`]: () => ok(issuedInvoice()),
      [`GET ${PAYMENTS}`]: () => ok({ rows: [] }),
    });
    renderApp(`${PORTAL}/invoices/${INVOICE}`);
    expect(await screen.findByText('Invoice INV-2026-0007')).toBeVisible();
    await waitFor(() => expect(api.to('GET', PAYMENTS)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
  });

  it("fetches a receipt with the preview's headers in the studio's preview, once while it downloads", async () => {
    signIn();
    let answer = () => undefined as void;
    const held = new Promise<Response>((resolve) => {
      answer = () =>
        resolve(
          new Response(new Blob(['%PDF-1.7']), {
            status: 200,
            headers: { 'content-type': 'application/pdf' },
          }),
        );
    });
    const api = mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
      [`GET ${API}/session`]: () => ok({ ...SESSION, preview: true }),
      [`GET ${INVOICE_API}`]: () => ok(issuedInvoice()),
      [`GET ${PAYMENTS}`]: () => ok({ rows: ROWS }),
      [`GET ${receiptOf(DEPOSIT)}`]: () => held,
    });
    const saved = watchDownloads();
    const { user } = renderApp(`/portal/${COMPANY}/preview/${CLIENT}/invoices/${INVOICE}`);

    const section = await screen.findByRole('region', { name: 'Payments' });
    const download = within(section).getByRole('button', {
      name: 'Download receipt for the payment of €1,000.00 on Jun 1, 2026',
    });
    await user.click(download);
    // On its way: busy, and a second click fetches nothing more.
    await waitFor(() => expect(download).toHaveAttribute('aria-busy', 'true'));
    expect(download).toBeDisabled();
    await user.click(download);
    answer();
    await waitFor(() => expect(saved).toEqual(['receipt-INV-2026-0007-1.pdf']));
    expect(api.to('GET', receiptOf(DEPOSIT))).toHaveLength(1);
    const [sent] = api.to('GET', receiptOf(DEPOSIT));
    expect(sent!.headers.get(PORTAL_PREVIEW_HEADER)).toBe('portal');
    expect(sent!.headers.get(PORTAL_PREVIEW_CLIENT_HEADER)).toBe(CLIENT);
  });
});
