import { SubscriptionPaymentPaths } from '@focal/contracts/subscription-payments';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fetch-mock';
import { framedIn, framePage, unframe } from '../test-support';

const PATH = '/subscription/confirm-payment?paymentIntentId=pi_sbx_7&amount=3900&currency=USD';

afterEach(unframe);

describe('the confirm-payment page in the checkout frame', () => {
  it('completing the authentication confirms the intent and posts it as succeeded', async () => {
    const frame = framedIn();
    const { api, user } = framePage(PATH, {
      [`POST ${SubscriptionPaymentPaths.confirm}`]: () =>
        ok({ status: 'requires_action', paymentIntentId: 'pi_sbx_7' }),
    });
    expect(await screen.findByText('$39.00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(frame.events()).toEqual(['confirmPaymentOpen', 'confirmPaymentClose']));
    expect(api.to('POST', SubscriptionPaymentPaths.confirm)[0]!.body).toEqual({
      paymentIntentId: 'pi_sbx_7',
    });
    expect(frame.posted()[1]).toEqual({
      source: 'focal-checkout',
      event: 'confirmPaymentClose',
      data: { paymentIntent: { id: 'pi_sbx_7', status: 'succeeded' } },
      origin: window.location.origin,
    });
  });

  it('once confirmed, the buttons keep waiting while the frame closes: nothing is sent twice', async () => {
    const frame = framedIn();
    const { api, user } = framePage(PATH, {
      [`POST ${SubscriptionPaymentPaths.confirm}`]: () =>
        ok({ status: 'requires_action', paymentIntentId: 'pi_sbx_7' }),
    });
    const complete = await screen.findByRole('button', { name: 'Complete authentication' });
    await user.click(complete);
    await waitFor(() => expect(frame.events()).toContain('confirmPaymentClose'));
    expect(complete).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'Fail authentication' })).toBeDisabled();
    await user.click(complete);
    expect(api.to('POST', SubscriptionPaymentPaths.confirm)).toHaveLength(1);
  });

  it('failing it posts confirmPaymentClose without a payment intent, and confirms nothing', async () => {
    const frame = framedIn();
    const { api, user } = framePage(PATH);
    const failButton = await screen.findByRole('button', { name: 'Fail authentication' });
    await frame.opened('confirmPaymentOpen');
    await user.click(failButton);
    expect(frame.events()).toEqual(['confirmPaymentOpen', 'confirmPaymentClose']);
    expect(frame.posted().at(-1)).toMatchObject({
      event: 'confirmPaymentClose',
      data: { paymentIntent: null },
    });
    expect(api.to('POST', SubscriptionPaymentPaths.confirm)).toHaveLength(0);
  });

  it('outside a frame, closing goes home', async () => {
    const { user, router } = framePage(PATH);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
