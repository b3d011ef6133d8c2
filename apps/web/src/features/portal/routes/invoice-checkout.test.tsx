import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../../shared/leave-app';
import { issuedInvoice } from '../../../test/document-fixtures';
import { apiError, mockApi, ok, type SentRequest } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { checkoutMessages as texts } from '../checkout-messages';
import { API, INVOICE, PORTAL, SESSION } from './test-portal';

vi.mock('../../../shared/leave-app', () => ({ leaveAppFor: vi.fn() }));
afterEach(() => vi.mocked(leaveAppFor).mockReset());

const INVOICE_API = `${API}/invoices/${INVOICE}`;
const PAYMENT = '7e6d5c4b-3a2f-4e1d-9c0b-a1b2c3d4e5f6';
const CONFIRM = `${API}/card-payments/${PAYMENT}/confirm`;
const STRIPE_PAGE = 'https://checkout.stripe.com/c/pay/cs_test_1';

/** €1,500 owing, the studio taking a 2 % surcharge and no tips. */
const owing = () => ({ ...issuedInvoice(), cardOptions: { surchargeBasisPoints: 200, tipsEnabled: false } });

const portalApi = (
  cardPayments: 'stripe-checkout' | 'none',
  routes: Record<string, (request: SentRequest) => Response | Promise<Response>> = {},
) =>
  mockApi({
    [`GET ${API}/session`]: () => ok({ ...SESSION, cardPayments }),
    [`GET ${INVOICE_API}`]: () => ok(owing()),
    [`GET ${INVOICE_API}/payments`]: () => ok({ rows: [] }),
    ...routes,
  });

describe("paying on Stripe's page", () => {
  it('takes no card here: the total goes to Stripe Checkout, with the surcharge shown first', async () => {
    const api = portalApi('stripe-checkout', {
      [`POST ${INVOICE_API}/checkout`]: () => ok({ url: STRIPE_PAGE, cardPaymentId: PAYMENT }),
    });
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: /Pay invoice/ });
    expect(within(dialog).queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(within(dialog).getByText(texts.stripeNote)).toBeVisible();
    const pay = within(dialog).getByRole('button', { name: /on Stripe$/ });
    await user.click(pay);
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(STRIPE_PAGE));
    const [sent] = api.to('POST', `${INVOICE_API}/checkout`);
    const body = sent!.body as {
      amountMinor: number;
      surchargeMinor: number;
      tipMinor: number;
      card?: unknown;
    };
    expect(body.card).toBeUndefined();
    expect(body.surchargeMinor).toBe(Math.round(body.amountMinor * 0.02));
    expect(pay.textContent).toContain('Pay €');
  });

  it('back from Stripe, a paid payment thanks the client', async () => {
    portalApi('stripe-checkout', {
      [`POST ${CONFIRM}`]: () =>
        ok({
          id: PAYMENT,
          status: 'succeeded',
          amountMinor: 50_000,
          totalMinor: 51_000,
          currency: 'EUR',
          invoice: issuedInvoice(),
        }),
    });
    renderApp(`${PORTAL}/invoices/${INVOICE}?checkout=${PAYMENT}`);
    expect(await screen.findByText('Thank you: €500.00 paid.')).toBeVisible();
  });

  it('back from Stripe, a payment Stripe is still confirming says so, with no second Pay meanwhile', async () => {
    portalApi('stripe-checkout', {
      [`POST ${CONFIRM}`]: () =>
        ok({
          id: PAYMENT,
          status: 'pending',
          amountMinor: 50_000,
          totalMinor: 51_000,
          currency: 'EUR',
          invoice: issuedInvoice(),
        }),
    });
    renderApp(`${PORTAL}/invoices/${INVOICE}?checkout=${PAYMENT}`);
    expect(await screen.findByText(texts.confirming)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('back from Stripe, a payment Stripe refused is toast e_8', async () => {
    portalApi('stripe-checkout', {
      [`POST ${CONFIRM}`]: () =>
        apiError(402, 'CardDeclined', null, 'Card declined', 'Your card was declined.'),
    });
    renderApp(`${PORTAL}/invoices/${INVOICE}?checkout=${PAYMENT}`);
    expect(await screen.findByText('Payment failed')).toBeVisible();
  });

  it("leaving Stripe's page without paying closes it and frees the balance", async () => {
    const api = portalApi('stripe-checkout', {
      [`POST ${API}/card-payments/${PAYMENT}/cancel`]: () => ok(null),
    });
    renderApp(`${PORTAL}/invoices/${INVOICE}?checkout=${PAYMENT}&cancelled=1`);
    expect(await screen.findByText(texts.cancelled)).toBeVisible();
    expect(api.to('POST', `${API}/card-payments/${PAYMENT}/cancel`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeVisible();
  });

  it('says plainly when the studio takes no card payments online yet', async () => {
    portalApi('none');
    renderApp(`${PORTAL}/invoices/${INVOICE}`);
    expect(await screen.findByText(texts.unavailable)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
