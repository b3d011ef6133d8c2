import { CHECKOUT_FRAME_SOURCE } from '@focal/contracts/checkout-frame-pages';
import { PromoCodePaths } from '@focal/contracts/promo-codes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { framedIn, framePage, planList, unframe } from '../test-support';

const promo = {
  code: 'SPRING20',
  kind: 'coupon',
  percentOff: 20,
  amountOffMinor: null,
  currency: null,
  duration: 'repeating',
  durationInPeriods: 3,
  expiresAt: null,
  description: '20% off the first 3 payments',
};

afterEach(unframe);

describe('the plans page in the checkout frame', () => {
  it('says first why it opened when a limit sent the user (Add New Company at the companies limit)', async () => {
    framedIn();
    framePage('/subscription/plans?planTier=MASTER&limit=COMPANIES');
    const reason = await screen.findByText(
      "You've reached the maximum number of Brands / Companies in your plan.",
    );
    expect(reason.closest('[role="status"]')).not.toBeNull();
    await screen.findByRole('region', { name: 'Master' });
    // Before the plans, so it is read first.
    const master = screen.getByRole('region', { name: 'Master' });
    expect(reason.compareDocumentPosition(master) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says no reason when opened without one, or with one it does not know', async () => {
    framedIn();
    framePage('/subscription/plans?planTier=PRO&limit=<b>x</b>');
    await screen.findByRole('region', { name: 'Pro' });
    expect(screen.queryByText(/maximum number/)).toBeNull();
  });

  it('posts subscriptionPlansOpen to the app origin and lists the tiers with prices and limits', async () => {
    const frame = framedIn();
    framePage('/subscription/plans?planTier=PRO');
    const pro = await screen.findByRole('region', { name: 'Pro' });
    expect(frame.posted()[0]).toEqual({
      source: CHECKOUT_FRAME_SOURCE,
      event: 'subscriptionPlansOpen',
      data: null,
      origin: window.location.origin,
    });
    expect(within(pro).getByText('$39.00')).toBeVisible();
    expect(within(pro).getByText('Recommended')).toBeVisible();
    expect(within(pro).getByText('Unlimited active jobs')).toBeVisible();
    expect(within(pro).getByText('Up to 3 users')).toBeVisible();
    const starter = screen.getByRole('region', { name: 'Starter' });
    expect(within(starter).getByText('Current plan')).toBeVisible();
    expect(within(starter).getByText('Up to 5 active jobs')).toBeVisible();
    expect(within(starter).getByRole('button', { name: 'Your plan' })).toBeDisabled();
  });

  it("offers a trial's plan to buy: 'Your trial' with Choose, nothing marked paid for (issue 10 §11)", async () => {
    framedIn();
    const { user, router } = framePage('/subscription/plans', {}, planList(null, 'sandbox', 'PRO_MONTHLY'));
    const pro = await screen.findByRole('region', { name: 'Pro' });
    expect(within(pro).getByText('Your trial')).toBeVisible();
    expect(screen.queryByText('Current plan')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Your plan' })).toBeNull();
    await user.click(within(pro).getByRole('button', { name: 'Choose Pro' }));
    await waitFor(() => expect(router.state.location.search).toBe('?planId=PRO_MONTHLY'));
  });

  it('switches to annual prices', async () => {
    framedIn();
    const { user } = framePage('/subscription/plans');
    await screen.findByRole('region', { name: 'Master' });
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    const master = screen.getByRole('region', { name: 'Master' });
    expect(within(master).getByText('$690.00')).toBeVisible();
    expect(within(master).getByText('/ year')).toBeVisible();
  });

  it('applies a promo code and carries it with the chosen plan to the checkout', async () => {
    framedIn();
    const { api, user, router } = framePage('/subscription/plans', {
      [`GET ${PromoCodePaths.lookup.replace(':code', 'spring20')}`]: () => ok(promo),
    });
    await screen.findByRole('region', { name: 'Pro' });
    await user.type(screen.getByLabelText('Promo code'), 'spring20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Applied: 20% off the first 3 payments')).toBeVisible();
    expect(api.to('GET', PromoCodePaths.lookup.replace(':code', 'spring20'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Choose Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/checkout'));
    expect(router.state.location.search).toBe('?planId=PRO_MONTHLY&promoCode=SPRING20');
  });

  it("opens with the address's coupon and shows the server's refusal of an expired one", async () => {
    framedIn();
    framePage('/subscription/plans?coupon=OLD10', {
      [`GET ${PromoCodePaths.lookup.replace(':code', 'OLD10')}`]: () =>
        apiError(410, 'PromoCodeExpired', null, 'Code expired', 'The code OLD10 expired on March 1, 2026.'),
    });
    expect(await screen.findByText('The code OLD10 expired on March 1, 2026.')).toBeVisible();
    expect(screen.getByLabelText('Promo code')).toHaveValue('OLD10');
  });

  it('Close and Escape post subscriptionPlansDismiss', async () => {
    const frame = framedIn();
    const { user } = framePage('/subscription/plans');
    await screen.findByRole('region', { name: 'Pro' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(frame.events()).toEqual([
      'subscriptionPlansOpen',
      'subscriptionPlansDismiss',
      'subscriptionPlansDismiss',
    ]);
    expect(frame.posted().every((m) => m.origin === window.location.origin)).toBe(true);
  });

  it('says so when the plans cannot be loaded, and loads them again on request', async () => {
    framedIn();
    let calls = 0;
    const { user } = framePage('/subscription/plans', {
      'GET /api/basic/v1/subscription/plans': () =>
        calls++ === 0 ? apiError(403, 'Forbidden') : ok(planList()),
    });
    expect(await screen.findByText('This page could not be loaded')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Pro' })).toBeVisible();
  });
});
