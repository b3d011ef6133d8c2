import { PromoCodePaths } from '@focal/contracts/promo-codes';
import { StripePaths } from '@focal/contracts/stripe';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { framedIn, framePage, planList, unframe } from '../test-support';

const lookup = (code: string) => `GET ${PromoCodePaths.lookup.replace(':code', code)}`;
const promo = {
  code: 'FRIEND',
  kind: 'referral',
  percentOff: null,
  amountOffMinor: 1000,
  currency: 'USD',
  duration: 'forever',
  durationInPeriods: null,
  expiresAt: '2026-12-31T12:00:00.000Z',
  description: '$10.00 off every payment',
};

afterEach(unframe);

describe('the promotion page in the checkout frame', () => {
  it("presents the address's code with its expiry; See plans carries it to the plans", async () => {
    const frame = framedIn();
    const { user, router } = framePage('/subscription/promotion?fpr=friend', {
      [lookup('friend')]: () => ok(promo),
      [lookup('FRIEND')]: () => ok(promo),
    });
    expect(await screen.findByRole('heading', { name: '$10.00 off every payment' })).toBeVisible();
    expect(screen.getByText('Valid until Dec 31, 2026.')).toBeVisible();
    expect(frame.events()).toEqual(['promotionOpen']);
    await user.click(screen.getByRole('button', { name: 'See plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/plans'));
    expect(await screen.findByText('Applied: $10.00 off every payment')).toBeVisible();
    await waitFor(() => expect(frame.events()).toEqual(['promotionOpen', 'subscriptionPlansOpen']));
  });

  it("shows the server's words for an unknown code; Close posts promotionDismiss", async () => {
    const frame = framedIn();
    const { user } = framePage('/subscription/promotion?coupon=NOPE', {
      [lookup('NOPE')]: () =>
        apiError(404, 'PromoCodeUnknown', null, 'Unknown code', 'There is no promo code NOPE.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no promo code NOPE.');
    // The page's own Close (the app's frame host, mounted on every page, may add its own dialog).
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Close' }));
    expect(frame.posted().at(-1)).toEqual({
      source: 'focal-checkout',
      event: 'promotionDismiss',
      data: null,
      origin: window.location.origin,
    });
  });
});

describe('the checkout with Stripe as the provider', () => {
  it('asks for a Stripe Checkout session with the plan, the code and a key instead of a card form', async () => {
    framedIn();
    const { api, user } = framePage(
      '/subscription/checkout?planId=PRO_ANNUAL&promoCode=FRIEND',
      {
        [lookup('FRIEND')]: () => ok(promo),
        [`POST ${StripePaths.checkoutSession}`]: () => ok({ url: 'about:blank#stripe' }),
      },
      planList(null, 'stripe'),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue to secure payment' }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await waitFor(() => expect(api.to('POST', StripePaths.checkoutSession)).toHaveLength(1));
    expect(api.to('POST', StripePaths.checkoutSession)[0]!.body).toEqual({
      planId: 'PRO_ANNUAL',
      promoCode: 'FRIEND',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
