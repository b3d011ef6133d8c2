import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { PaymentSettingsView } from '@focal/contracts/payment-settings';
import type { StripeConnection } from '@focal/contracts/stripe-connect';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../../shared/leave-app';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { stripeMessages as texts } from '../stripe-messages';

vi.mock('../../../shared/leave-app', () => ({ leaveAppFor: vi.fn() }));
afterEach(() => vi.mocked(leaveAppFor).mockReset());

const LOAD = { timeout: 5000 };
const STRIPE = ApiRoutes.getStripeConnection.path;
const settings: PaymentSettingsView = { updatedAt: null, card: { surchargeBasisPoints: 0, tipsEnabled: false } };
const connect = (more: Partial<StripeConnection> = {}): StripeConnection => ({
  mode: 'connect',
  accountId: null,
  state: null,
  clientsCanPay: false,
  applicationFeeBasisPoints: 0,
  ...more,
});
const ONBOARDING = 'https://connect.stripe.com/setup/s/acct_1/onboarding';

function open(connection: StripeConnection, more: Parameters<typeof mockApi>[0] = {}, path = '/settings/payments') {
  signIn();
  const api = mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`GET ${ApiRoutes.getPaymentSettings.path}`]: () => ok(settings),
    [`GET ${STRIPE}`]: () => ok(connection),
    [`POST ${ApiRoutes.startStripeOnboarding.path}`]: () => ok({ url: ONBOARDING }),
    ...more,
  });
  return { api, ...renderApp(path) };
}

const section = async () => within(await screen.findByRole('region', { name: texts.title }, LOAD));

describe('Settings → Payments → Stripe', () => {
  it('sends an owner without an account to Stripe’s onboarding', async () => {
    const { user, api } = open(connect());
    const stripe = await section();
    expect(await stripe.findByText(texts.notConnected)).toBeVisible();
    await user.click(stripe.getByRole('button', { name: texts.connect }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(ONBOARDING));
    expect(api.to('POST', ApiRoutes.startStripeOnboarding.path)).toHaveLength(1);
  });

  it('asks Stripe for the state on coming back, and shows an enabled account with the fee', async () => {
    const enabled = connect({ accountId: 'acct_1', state: 'enabled', clientsCanPay: true, applicationFeeBasisPoints: 150 });
    const { api } = open(
      connect({ accountId: 'acct_1', state: 'pending' }),
      { [`POST ${ApiRoutes.refreshStripeConnection.path}`]: () => ok(enabled) },
      '/settings/payments?stripe=return',
    );
    const stripe = await section();
    expect(await stripe.findByText(texts.states.enabled)).toBeVisible();
    expect(stripe.getByText(texts.stateText.enabled)).toBeVisible();
    expect(stripe.getByText(texts.fee('1.5'))).toBeVisible();
    expect(stripe.queryByRole('button', { name: texts.continueSetup })).toBeNull();
    expect(api.to('POST', ApiRoutes.refreshStripeConnection.path)).toHaveLength(1);
  });

  it('offers to finish a pending setup, and disconnects only after asking', async () => {
    const { user, api } = open(connect({ accountId: 'acct_1', state: 'pending' }), {
      [`DELETE ${ApiRoutes.disconnectStripeAccount.path}`]: () => ok(connect()),
    });
    const stripe = await section();
    expect(await stripe.findByText(texts.states.pending)).toBeVisible();
    expect(stripe.getByRole('button', { name: texts.continueSetup })).toBeVisible();
    await user.click(stripe.getByRole('button', { name: texts.disconnect }));
    const dialog = await screen.findByRole('dialog', { name: texts.disconnectTitle });
    expect(api.to('DELETE', ApiRoutes.disconnectStripeAccount.path)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: texts.disconnect }));
    expect(await stripe.findByText(texts.notConnected)).toBeVisible();
    expect(api.to('DELETE', ApiRoutes.disconnectStripeAccount.path)).toHaveLength(1);
  });

  it('says so on the sandbox, with nothing to connect', async () => {
    open({ ...connect(), mode: 'sandbox', clientsCanPay: true });
    const stripe = await section();
    expect(await stripe.findByText(texts.sandbox)).toBeVisible();
    expect(stripe.queryByRole('button')).toBeNull();
  });
});
