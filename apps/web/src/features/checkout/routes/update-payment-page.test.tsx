import { BillingPaths } from '@focal/contracts/billing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { billingOverview, framedIn, framePage, unframe } from '../test-support';

const NEW_CARD = { brand: 'Visa', last4: '3155', expMonth: 12, expYear: 2030 };

function updatePage(answer: () => Response) {
  return framePage('/subscription/update-payment', {
    [`GET ${BillingPaths.billing}`]: () => ok(billingOverview()),
    [`POST ${BillingPaths.paymentMethod}`]: answer,
  });
}

async function enterCard(user: ReturnType<typeof framePage>['user'], number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Name on the card'), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Save card' }));
}

afterEach(unframe);

describe('the update-payment page in the checkout frame', () => {
  it('shows the current card; a new card closes with the payment intent of the open invoice', async () => {
    const frame = framedIn();
    const { api, user } = updatePage(() =>
      ok({ card: NEW_CARD, paymentIntent: { id: 'pi_sbx_9', status: 'succeeded' } }),
    );
    expect(await screen.findByText('Visa ending in 4242, expires 12/30')).toBeVisible();
    await enterCard(user, '4242424242424242');
    await waitFor(() => expect(frame.events()).toEqual(['updatePaymentOpen', 'updatePaymentClose']));
    expect(frame.posted()[1]).toMatchObject({
      event: 'updatePaymentClose',
      data: { error: null, paymentIntent: { id: 'pi_sbx_9', status: 'succeeded' } },
      origin: window.location.origin,
    });
    expect(api.to('POST', BillingPaths.paymentMethod)[0]!.body).toMatchObject({
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });

  it('a card needing confirmation goes to confirm-payment with the open invoice amount', async () => {
    framedIn();
    const { user, router } = updatePage(() =>
      ok({ card: NEW_CARD, paymentIntent: { id: 'pi_sbx_10', status: 'requires_action' } }),
    );
    await enterCard(user, '4000002500003155');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/confirm-payment'));
    expect(await screen.findByText('$39.00')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('paymentIntentId')).toBe('pi_sbx_10');
  });

  it('a declined card closes with the error; Close closes with no data', async () => {
    const frame = framedIn();
    const { user } = updatePage(() =>
      apiError(402, 'CardDeclined', null, 'Card declined', 'Your card was declined.'),
    );
    await enterCard(user, '4000000000000002');
    await waitFor(() => expect(frame.events()).toContain('updatePaymentClose'));
    expect(frame.posted().at(-1)).toMatchObject({
      data: { error: 'Your card was declined.', paymentIntent: null },
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(frame.posted().at(-1)).toMatchObject({ event: 'updatePaymentClose', data: null });
  });
});
