import { BillingPaths } from '@focal/contracts/billing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { billingOverview, framedIn, framePage, unframe } from '../test-support';

afterEach(unframe);

function billingPage(put: () => Response = () => ok(billingOverview())) {
  return framePage('/subscription/billing', {
    [`GET ${BillingPaths.billing}`]: () => ok(billingOverview()),
    [`PUT ${BillingPaths.billing}`]: put,
  });
}

describe('the billing page in the checkout frame', () => {
  it('lists the invoices with period, amount, discount, status and receipt', async () => {
    const frame = framedIn();
    billingPage();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['ADA-0002', 'Feb 1, 2026 – Mar 1, 2026', '$39.00', '—', 'Open', '—'],
      ['ADA-0001', 'Jan 1, 2026 – Feb 1, 2026', '$31.20', '$7.80', 'Paid', 'R-ADA-0001'],
    ]);
    expect(within(table).getByRole('link', { name: 'R-ADA-0001' })).toBeVisible();
    expect(screen.getByText('Visa ending in 4242, expires 12/30')).toBeVisible();
    expect(frame.events()).toEqual(['billingUpdateOpen']);
  });

  it("links the receipt number to the receipt: the sandbox's page in the frame, Stripe's own page in a new tab", async () => {
    framedIn();
    const stripeReceipt = 'https://invoice.stripe.com/i/acct_1/test_R2';
    const overview = billingOverview();
    overview.invoices[0] = {
      ...overview.invoices[0]!,
      receiptNumber: 'R-ADA-0002',
      receiptUrl: stripeReceipt,
    };
    const { user, router } = framePage('/subscription/billing', {
      [`GET ${BillingPaths.billing}`]: () => ok(overview),
    });
    const stripeLink = await screen.findByRole('link', { name: /^R-ADA-0002/ });
    expect(stripeLink).toHaveTextContent('R-ADA-0002 (opens in a new tab)');
    expect(stripeLink).toHaveAttribute('href', stripeReceipt);
    expect(stripeLink).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('link', { name: 'R-ADA-0001' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/receipt'));
    expect(router.state.location.search).toBe('?number=R-ADA-0001');
    const receipt = await screen.findByRole('heading', { name: 'Receipt R-ADA-0001' });
    expect(receipt).toBeVisible();
    expect(await screen.findByText('Pro')).toBeVisible(); // the plan's name, from the catalogue
    const cells = [...document.querySelectorAll('tr')].map((row) => row.textContent);
    expect(cells).toEqual([
      'Receipt numberR-ADA-0001',
      'Invoice numberADA-0001',
      'Paid onJan 1, 2026',
      'PlanPro',
      'PeriodJan 1, 2026 – Feb 1, 2026',
      'Price$39.00',
      'Discount−$7.80',
      'Amount paid$31.20',
      'Billed toAda Studio\nbooks@studio.example\n1 Lens Lane',
    ]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/billing'));
  });

  it('checks the details, saves them with PUT and posts billingUpdateClose {updated: true}', async () => {
    const frame = framedIn();
    const { api, user } = billingPage();
    const email = await screen.findByLabelText('Billing email');
    expect(email).toHaveValue('books@studio.example');
    await user.clear(email);
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(api.to('PUT', BillingPaths.billing)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'accounts@studio.example');
    await user.type(screen.getByLabelText('Tax ID'), 'GB123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(frame.events()).toContain('billingUpdateClose'));
    expect(api.to('PUT', BillingPaths.billing)[0]!.body).toEqual({
      billingEmail: 'accounts@studio.example',
      billingName: 'Ada Studio',
      billingAddress: '1 Lens Lane',
      taxId: 'GB123',
    });
    expect(frame.posted().at(-1)).toMatchObject({ event: 'billingUpdateClose', data: { updated: true } });
  });

  it("puts the server's field message under its input and stays open", async () => {
    const frame = framedIn();
    const { user } = billingPage(() =>
      apiError(400, 'ValidationFailed', { fields: { taxId: 'This tax ID is not valid in the UK.' } }),
    );
    await user.type(await screen.findByLabelText('Tax ID'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This tax ID is not valid in the UK.')).toBeVisible();
    expect(frame.events()).toEqual(['billingUpdateOpen']);
  });

  it("Close posts billingUpdateClose with no data; 'Update card' leads to update-payment", async () => {
    const frame = framedIn();
    const { user, router } = billingPage();
    const close = await screen.findByRole('button', { name: 'Close' });
    await frame.opened('billingUpdateOpen');
    await user.click(close);
    expect(frame.posted().at(-1)).toMatchObject({ event: 'billingUpdateClose', data: null });
    await user.click(screen.getByRole('link', { name: 'Update card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/update-payment'));
    expect(await screen.findByRole('heading', { name: 'Update your card' })).toBeVisible();
    await waitFor(() => expect(frame.events().at(-1)).toBe('updatePaymentOpen'));
  });
});
