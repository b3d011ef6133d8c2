import { SubscriptionPaymentPaths } from '@focal/contracts/subscription-payments';
import { PromoCodePaths } from '@focal/contracts/promo-codes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, ok, type SentRequest } from '../../../test/fetch-mock';
import { framedIn, framePage, planList, unframe } from '../test-support';

const COMPLETE_PAYMENT = { url: '/subscription/checkout?complete=1', method: 'GET' };
const succeeded = (actions: Record<string, { url: string; method?: string }> = {}) => ({
  status: 'succeeded',
  planName: 'Pro',
  amountMinor: 3120,
  discountMinor: 780,
  invoiceNumber: 'FOC-0001',
  receiptNumber: 'R-FOC-0001',
  subscription: {
    announcements: [],
    resourcesLinks: { SUBSCRIPTION_PLANS: { url: '/subscription/plans' } },
    currentPlan: null,
    accessTill: '2026-12-22T08:00:00.000Z',
    planId: 'PRO_MONTHLY',
    actions,
    status: 'active',
  },
});

const promo = {
  code: 'SPRING20',
  kind: 'coupon',
  percentOff: 20,
  amountOffMinor: null,
  currency: null,
  duration: 'once',
  durationInPeriods: null,
  expiresAt: null,
  description: '20% off the first payment',
};

async function fillCard(user: ReturnType<typeof framePage>['user'], number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Name on the card'), 'Ada Lovelace');
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });
const keys = (requests: SentRequest[]) =>
  requests.map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);

afterEach(unframe);

describe('the checkout page in the checkout frame', () => {
  it('says before paying that a plan allowing fewer companies leaves the extra ones usable but blocks adding more', async () => {
    framedIn();
    framePage(
      '/subscription/checkout?planId=PRO_MONTHLY',
      {},
      planList('MASTER_MONTHLY', 'sandbox', null, 3),
    );
    const warning = await screen.findByText('Pro includes fewer brands / companies than you have');
    expect(warning.closest('[role="alert"], .mantine-Alert-root')).toHaveTextContent(
      'Your account has 3 brands / companies and Pro includes 1. All of them stay as they are: nothing is removed, locked or made read-only. You cannot add another until you have 1 or fewer',
    );
    expect(payButton()).toBeEnabled();
  });

  it('says nothing about companies when the plan allows as many as the account has', async () => {
    framedIn();
    framePage(
      '/subscription/checkout?planId=MASTER_MONTHLY',
      {},
      planList('PRO_MONTHLY', 'sandbox', null, 3),
    );
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.queryByText(/fewer brands/)).toBeNull();
  });

  it('shows the order with the discount, pays once and posts planCheckoutClose with the plan', async () => {
    const frame = framedIn();
    const { api, user } = framePage('/subscription/checkout?planId=PRO_MONTHLY&promoCode=SPRING20', {
      [`GET ${PromoCodePaths.lookup.replace(':code', 'SPRING20')}`]: () => ok(promo),
      [`POST ${SubscriptionPaymentPaths.checkout}`]: () => ok(succeeded({ COMPLETE_PAYMENT })),
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('−$7.80')).toBeVisible();
    expect(within(summary).getByText('$31.20')).toBeVisible();
    expect(within(summary).getByText('Pro (Monthly)')).toBeVisible();
    expect(frame.events()).toEqual(['planCheckoutOpen']);

    await fillCard(user);
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 30');
    await user.click(screen.getByRole('button', { name: 'Pay $31.20' }));

    await waitFor(() => expect(frame.events()).toContain('planCheckoutClose'));
    const [request] = api.to('POST', SubscriptionPaymentPaths.checkout);
    expect(request!.body).toEqual({
      planId: 'PRO_MONTHLY',
      promoCode: 'SPRING20',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(frame.posted().at(-1)).toEqual({
      source: 'focal-checkout',
      event: 'planCheckoutClose',
      data: { planName: 'Pro', actions: { COMPLETE_PAYMENT }, instantLogin: null },
      origin: window.location.origin,
    });
  });

  it("checks the card with the contract's messages before sending anything", async () => {
    framedIn();
    const { api, user } = framePage('/subscription/checkout?planId=PRO_MONTHLY');
    await screen.findByRole('region', { name: 'Order summary' });
    await user.click(payButton());
    expect(await screen.findByText('Enter the card number')).toBeVisible();
    expect(screen.getByText('Enter the expiry as MM / YY')).toBeVisible();
    expect(screen.getByText('Enter the security code')).toBeVisible();
    expect(screen.getByText("Enter the cardholder's name")).toBeVisible();
    expect(api.to('POST', SubscriptionPaymentPaths.checkout)).toHaveLength(0);
  });

  it('keeps the form after a decline, says why, posts e_8 and pays the next try with a new key', async () => {
    const frame = framedIn();
    let answers = 0;
    const { api, user } = framePage('/subscription/checkout?planId=PRO_MONTHLY', {
      [`POST ${SubscriptionPaymentPaths.checkout}`]: () =>
        answers++ === 0
          ? apiError(
              402,
              'CardDeclined',
              { declineCode: 'card_declined' },
              'Card declined',
              'Your card was declined.',
            )
          : ok(succeeded()),
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user, '4000000000000002');
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(frame.posted().at(-1)).toMatchObject({
      event: 'messageReceived',
      data: {
        type: 'error',
        title: 'Card declined',
        text: 'Your card was declined.',
        toast: { code: 'e_8', context: 'stripe' },
      },
      origin: window.location.origin,
    });
    expect(frame.events()).not.toContain('planCheckoutClose');

    await user.click(payButton());
    await waitFor(() => expect(frame.events()).toContain('planCheckoutClose'));
    const [first, second] = keys(api.to('POST', SubscriptionPaymentPaths.checkout));
    expect(first).not.toBe(second);
  });

  it('a card needing confirmation posts i_0 and goes to confirm-payment', async () => {
    const frame = framedIn();
    const { user, router } = framePage('/subscription/checkout?planId=PRO_MONTHLY', {
      [`POST ${SubscriptionPaymentPaths.checkout}`]: () =>
        ok({ status: 'requires_action', paymentIntentId: 'pi_sbx_1' }),
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user, '4000002500003155');
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/confirm-payment'));
    expect(new URLSearchParams(router.state.location.search).get('paymentIntentId')).toBe('pi_sbx_1');
    expect(frame.posted()[1]).toMatchObject({
      event: 'messageReceived',
      data: { type: 'info', toast: { code: 'i_0', context: 'stripe' } },
    });
    expect(await screen.findByRole('button', { name: 'Complete authentication' })).toBeVisible();
    expect(screen.getByText('$39.00')).toBeVisible();
    await waitFor(() => expect(frame.events()).toContain('confirmPaymentOpen'));
  });

  it('a double click sends one payment, and a retry after a network error keeps its key', async () => {
    framedIn();
    let release: (response: Response) => void = () => {};
    let answers = 0;
    const { api, user } = framePage('/subscription/checkout?planId=PRO_MONTHLY', {
      [`POST ${SubscriptionPaymentPaths.checkout}`]: () => {
        answers += 1;
        if (answers === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return new Promise<Response>((resolve) => (release = resolve));
      },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(payButton()).not.toHaveAttribute('data-loading'));

    await user.dblClick(payButton());
    await waitFor(() => expect(api.to('POST', SubscriptionPaymentPaths.checkout)).toHaveLength(2));
    expect(payButton()).toBeDisabled();
    release(ok(succeeded()));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull());
    const sent = keys(api.to('POST', SubscriptionPaymentPaths.checkout));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });

  it('shows a refused promo code inline and pays without it once removed', async () => {
    framedIn();
    const { api, user } = framePage('/subscription/checkout?planId=PRO_MONTHLY&promoCode=NOPE', {
      [`GET ${PromoCodePaths.lookup.replace(':code', 'NOPE')}`]: () =>
        apiError(404, 'PromoCodeUnknown', null, 'Unknown code', 'There is no promo code NOPE.'),
      [`POST ${SubscriptionPaymentPaths.checkout}`]: () => ok(succeeded()),
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('There is no promo code NOPE.')).toBeVisible();
    await user.click(within(summary).getByRole('button', { name: 'Remove the promo code' }));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $39.00' }));
    await waitFor(() => expect(api.to('POST', SubscriptionPaymentPaths.checkout)).toHaveLength(1));
    expect(api.to('POST', SubscriptionPaymentPaths.checkout)[0]!.body).not.toHaveProperty('promoCode');
  });

  it('?complete=1 pays for the current plan; Close posts planCheckoutDismiss', async () => {
    const frame = framedIn();
    const { user } = framePage('/subscription/checkout?complete=1', {}, planList('MASTER_ANNUAL'));
    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeVisible();
    expect(await screen.findByText('Master (Annual)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $690.00' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(frame.events()).toEqual(['planCheckoutOpen', 'planCheckoutDismiss']);
  });

  it('lists the test cards on request', async () => {
    framedIn();
    const { user } = framePage('/subscription/checkout?planId=STARTER_MONTHLY');
    const toggle = await screen.findByRole('button', { name: 'Test cards' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('4000 0000 0000 0002')).toBeVisible();
  });
});
