import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issuedInvoice } from '../../../test/document-fixtures';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { API, INVOICE, PORTAL, SESSION } from './test-portal';

const INVOICE_API = `${API}/invoices/${INVOICE}`;

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
});
