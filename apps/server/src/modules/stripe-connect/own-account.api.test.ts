import { randomUUID } from 'node:crypto';
import { ApiRoutes as R } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { studio } from '../../test/job-factories.ts';
import { startRecordedStripe } from '../account-billing/stripe/fixtures/recorded-stripe.ts';
import { CLIENT_PAYMENTS_SECRET, clientWithInvoice, deliver, eventOf } from './fixtures/client-payments.ts';
import { connectAnswers } from './fixtures/connect-answers.ts';

const stripe = connectAnswers();
let recorded: Awaited<ReturnType<typeof startRecordedStripe>>;

// A studio hosting Focal with its own Stripe key: clients pay into that key's account, no Connect.
// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  recorded = await startRecordedStripe(stripe.answers);
  onCleanup(() => recorded.close());
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_51FocalRecordedAnswers',
      STRIPE_WEBHOOK_SECRET: 'whsec_focal_subscription_test',
      STRIPE_CLIENT_PAYMENTS: 'own-account',
      STRIPE_CLIENT_PAYMENTS_WEBHOOK_SECRET: CLIENT_PAYMENTS_SECRET,
      STRIPE_APPLICATION_FEE_BASIS_POINTS: '100',
      STRIPE_API_BASE: recorded.base,
    },
  };
});

describe("Stripe on the installation's own account", () => {
  it('takes clients’ payments on the key’s account, with no fee, and applies only that account’s events', async ({ api }) => {
    const s = await studio(api);
    const connection = (await api.get(R.getStripeConnection.path, { as: s.auth })).json().data;
    expect(connection).toMatchObject({ mode: 'own-account', clientsCanPay: true, applicationFeeBasisPoints: 0 });
    const onboarding = await api.post(R.startStripeOnboarding.path, undefined, { as: s.auth });
    expect(onboarding.statusCode).toBe(409);

    const c = await clientWithInvoice(api, s);
    const started = await c.checkout({ requestId: randomUUID(), amountMinor: 50000 });
    expect(started.statusCode, started.body).toBe(200);
    const made = recorded.to('/v1/checkout/sessions').at(-1)!;
    expect(made.headers['stripe-account']).toBeUndefined();
    expect(made.form['payment_intent_data[application_fee_amount]']).toBeUndefined();

    const { cardPaymentId } = started.json().data as { cardPaymentId: string };
    const session = [...stripe.sessions.values()].find((x) => x.client_reference_id === cardPaymentId)!;
    const paid = stripe.pay(session.id as string);
    // A connected account's event names an account: not this payment's.
    expect((await deliver(api, eventOf('checkout.session.completed', paid, 'acct_elsewhere'))).statusCode).toBe(200);
    expect(await c.payments()).toEqual([]);
    expect((await deliver(api, eventOf('checkout.session.completed', paid))).statusCode).toBe(200);
    expect(await c.payments()).toEqual([expect.objectContaining({ amountMinor: 50000, method: 'online-card' })]);
  });
});
