import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, fillPath, type StripeConnection } from '@focal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { joinedMember } from '../../test/factories.ts';
import { profileOf, studio } from '../../test/job-factories.ts';
import { TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { cardPayments } from '../../db/schema.ts';
import { settleStuckCardPayments } from '../portal/card-sweep.ts';
import { startRecordedStripe } from '../account-billing/stripe/fixtures/recorded-stripe.ts';
import { CLIENT_PAYMENTS_SECRET, clientWithInvoice, deliver, eventOf } from './fixtures/client-payments.ts';
import { connectAnswers } from './fixtures/connect-answers.ts';

const connect = connectAnswers();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
let recorded: Awaited<ReturnType<typeof startRecordedStripe>>;

// The file's app runs Stripe Connect against the recorded Stripe on loopback, with a 1 % fee.
// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  recorded = await startRecordedStripe(connect.answers);
  onCleanup(() => recorded.close());
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_51FocalRecordedAnswers',
      STRIPE_WEBHOOK_SECRET: 'whsec_focal_subscription_test',
      STRIPE_CLIENT_PAYMENTS_WEBHOOK_SECRET: CLIENT_PAYMENTS_SECRET,
      STRIPE_APPLICATION_FEE_BASIS_POINTS: '100',
      STRIPE_API_BASE: recorded.base,
      CHAT_APP_ID: 'abc123',
      CHAT_REGION: 'eu',
    },
  };
});

const connection = async (api: Api, auth: Record<string, string>) =>
  (await api.get(R.getStripeConnection.path, { as: auth })).json().data as StripeConnection;

/** A studio that connected its Stripe account and finished onboarding (Stripe's account.updated). */
async function connectedStudio(api: Api) {
  const s = await studio(api);
  const started = await api.post(R.startStripeOnboarding.path, undefined, { as: s.auth });
  expect(started.statusCode, started.body).toBe(200);
  const { accountId } = await connection(api, s.auth);
  const account = connect.enable(accountId!);
  expect((await deliver(api, eventOf('account.updated', account, accountId!))).statusCode).toBe(200);
  return { ...s, accountId: accountId!, started: started.json().data as { url: string } };
}

describe('Stripe Connect: a studio connects its account', () => {
  it('creates one Standard account per company, answers onboarding links, and follows its state', async ({ api }) => {
    const s = await studio(api);
    expect(await connection(api, s.auth)).toMatchObject({
      mode: 'connect',
      accountId: null,
      state: null,
      clientsCanPay: false,
      applicationFeeBasisPoints: 100,
    });
    const first = await api.post(R.startStripeOnboarding.path, undefined, { as: s.auth });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    const created = recorded.to('/v1/accounts').at(-1)!;
    expect(created.form).toMatchObject({ type: 'standard', 'metadata[companyId]': s.companyId });
    expect(created.headers['idempotency-key']).toBe(`connect-account:${s.companyId}`);
    const link = recorded.to('/v1/account_links').at(-1)!;
    expect(link.form).toMatchObject({
      type: 'account_onboarding',
      return_url: `${TEST_PUBLIC_URL}/settings/payments?stripe=return`,
      refresh_url: `${TEST_PUBLIC_URL}/settings/payments?stripe=refresh`,
    });
    const pending = await connection(api, s.auth);
    expect(pending).toMatchObject({ state: 'pending', clientsCanPay: false });

    // A second click makes no second account, only a fresh link.
    const accountsBefore = recorded.to('/v1/accounts').length;
    expect((await api.post(R.startStripeOnboarding.path, undefined, { as: s.auth })).statusCode).toBe(200);
    expect(recorded.to('/v1/accounts')).toHaveLength(accountsBefore);

    // Details in, charges not yet: restricted, read from Stripe on "check again".
    Object.assign(connect.accounts.get(pending.accountId!)!, { details_submitted: true });
    const refreshed = await api.post(R.refreshStripeConnection.path, undefined, { as: s.auth });
    expect(refreshed.json().data).toMatchObject({ state: 'restricted', clientsCanPay: false });

    // Another account's news changes nothing here; the studio's own enables it.
    const other = { id: 'acct_someoneelse', object: 'account', charges_enabled: true, details_submitted: true };
    expect((await deliver(api, eventOf('account.updated', other, other.id))).statusCode).toBe(200);
    const mismatched = { ...other, id: pending.accountId };
    expect((await deliver(api, eventOf('account.updated', mismatched, 'acct_someoneelse'))).statusCode).toBe(200);
    expect(await connection(api, s.auth)).toMatchObject({ state: 'restricted' });
    const enabled = eventOf('account.updated', connect.enable(pending.accountId!), pending.accountId!);
    expect((await deliver(api, enabled)).statusCode).toBe(200);
    expect(await connection(api, s.auth)).toMatchObject({ state: 'enabled', clientsCanPay: true });
    // The support chat's company data names the account clients now pay through (spec 01 §3).
    const chat = (await api.get(R.getChatData.path, { as: s.auth })).json().data;
    expect(chat.company.paymentOptions.paymentMethods).toMatchObject({
      stripe: true,
      stripeConnect: { accountId: pending.accountId },
    });
  });

  it('lets owners alone connect or disconnect, and refuses unsigned events', async ({ api }) => {
    const s = await studio(api);
    const member = await joinedMember(api, s.auth);
    const asMember = await api.post(R.startStripeOnboarding.path, undefined, { as: member.auth });
    expect(asMember.statusCode).toBe(403);
    expect((await api.delete(R.disconnectStripeAccount.path, { as: member.auth })).statusCode).toBe(403);
    expect((await connection(api, member.auth)).mode).toBe('connect');

    const forged = await deliver(api, eventOf('account.updated', { id: 'acct_x' }), 'whsec_not_ours');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errorCode).toBe('WebhookSignatureInvalid');

    await api.post(R.startStripeOnboarding.path, undefined, { as: s.auth });
    const gone = await api.delete(R.disconnectStripeAccount.path, { as: s.auth });
    expect(gone.json().data).toMatchObject({ accountId: null, state: null, clientsCanPay: false });
  });
});

describe('Stripe Connect: a client pays on Stripe Checkout', () => {
  it('charges on the connected account with the fee, and a webhook delivered twice records one payment', async ({ api }) => {
    const s = await connectedStudio(api);
    const c = await clientWithInvoice(api, s);
    const session = await api.get(fillPath(R.getPortalSession.path, { companyId: s.companyId }), { headers: c.headers });
    expect(session.json().data.cardPayments).toBe('stripe-checkout');

    const requestId = randomUUID();
    const started = await c.checkout({ requestId, amountMinor: 30000 });
    expect(started.statusCode, started.body).toBe(200);
    const { url, cardPaymentId } = started.json().data as { url: string; cardPaymentId: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const made = recorded.to('/v1/checkout/sessions').at(-1)!;
    expect(made.headers['stripe-account']).toBe(s.accountId);
    expect(made.headers['idempotency-key']).toBe(`checkout-${cardPaymentId}`);
    expect(made.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '30000',
      'payment_intent_data[application_fee_amount]': '300',
      'metadata[focalCardPaymentId]': cardPaymentId,
      success_url: `${TEST_PUBLIC_URL}/portal/${s.companyId}/invoices/${c.invoice.id}?checkout=${cardPaymentId}`,
    });
    // No card reaches Focal or is passed on: the page is Stripe's, and a card number sent is refused.
    expect(Object.keys(made.form).filter((key) => /payment_method_data|\[number\]|cvc/.test(key))).toEqual([]);
    const withCard = await c.checkout({
      requestId: randomUUID(),
      amountMinor: 100,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
    expect(withCard.statusCode).toBe(400);

    // The same request again opens the same page.
    const again = await c.checkout({ requestId, amountMinor: 30000 });
    expect(again.json().data).toEqual({ url, cardPaymentId });

    // While the page is open, its amount is held: the rest of the balance can be paid, not more.
    const over = await c.checkout({ requestId: randomUUID(), amountMinor: 120000 - 30000 + 1 });
    expect(over.statusCode).toBe(400);

    // Stripe says it was paid, twice, the copies at once: one payment.
    const sessionId = [...connect.sessions.values()].find((x) => x.client_reference_id === cardPaymentId)!.id as string;
    const paid = connect.pay(sessionId);
    const event = eventOf('checkout.session.completed', paid, s.accountId);
    const answers = await Promise.all([deliver(api, event), deliver(api, event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await deliver(api, event)).statusCode).toBe(200);
    expect(await c.payments()).toEqual([expect.objectContaining({ amountMinor: 30000, method: 'online-card' })]);

    // The client back from Stripe's page reads it paid; nothing more is recorded.
    const back = await c.confirm(cardPaymentId);
    expect(back.json().data).toMatchObject({ status: 'succeeded', amountMinor: 30000 });
    expect(await c.payments()).toHaveLength(1);
    // The deposit booked the lead.
    expect((await profileOf(api, s.auth, c.lead.id)).job.stage).toBe('job');
  });

  it('ignores an event from another account, and settles from the return when the webhook is late', async ({ api }) => {
    const s = await connectedStudio(api);
    const c = await clientWithInvoice(api, s);
    const started = (await c.checkout({ requestId: randomUUID(), amountMinor: 120000 })).json().data;
    const sessionId = [...connect.sessions.values()].find((x) => x.client_reference_id === started.cardPaymentId)!
      .id as string;
    const paid = connect.pay(sessionId);

    // Signed by the endpoint, but from another connected account: it changes nothing.
    const stranger = eventOf('checkout.session.completed', paid, 'acct_someoneelse');
    expect((await deliver(api, stranger)).statusCode).toBe(200);
    const ownAccountStyle = eventOf('checkout.session.completed', paid);
    expect((await deliver(api, ownAccountStyle)).statusCode).toBe(200);
    expect(await c.payments()).toEqual([]);

    // Back from Stripe before any webhook: Focal asks Stripe (on the studio's account) and records it.
    const back = await c.confirm(started.cardPaymentId);
    expect(back.json().data).toMatchObject({ status: 'succeeded' });
    expect(recorded.to(`/v1/checkout/sessions/${sessionId}`).at(-1)!.headers['stripe-account']).toBe(s.accountId);
    expect(await c.payments()).toEqual([expect.objectContaining({ amountMinor: 120000 })]);
    // The webhook arriving now records nothing more.
    expect((await deliver(api, eventOf('checkout.session.completed', paid, s.accountId))).statusCode).toBe(200);
    expect(await c.payments()).toHaveLength(1);
  });

  it('frees what a page held when the client leaves it or it expires, and refuses a studio not yet enabled', async ({ api }) => {
    const s = await connectedStudio(api);
    const c = await clientWithInvoice(api, s);
    const first = (await c.checkout({ requestId: randomUUID(), amountMinor: 120000 })).json().data;
    const cancel = await api.post(
      fillPath(R.cancelPortalCheckout.path, { companyId: s.companyId, id: first.cardPaymentId }),
      undefined,
      { headers: c.headers },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(recorded.requests.some((r) => r.path.endsWith('/expire') && r.headers['stripe-account'] === s.accountId)).toBe(true);

    // The whole balance can be paid again at once; that page expires unpaid (Stripe's news).
    const second = (await c.checkout({ requestId: randomUUID(), amountMinor: 120000 })).json().data;
    const expired = [...connect.sessions.values()].find((x) => x.client_reference_id === second.cardPaymentId)!;
    expired.status = 'expired';
    expect((await deliver(api, eventOf('checkout.session.expired', expired, s.accountId))).statusCode).toBe(200);
    const after = await c.confirm(second.cardPaymentId);
    expect(after.statusCode).toBe(402);
    expect((await c.checkout({ requestId: randomUUID(), amountMinor: 120000 })).statusCode).toBe(200);
    expect(await c.payments()).toEqual([]);

    // A studio whose account is still pending: no page is opened.
    const pendingStudio = await studio(api);
    await api.post(R.startStripeOnboarding.path, undefined, { as: pendingStudio.auth });
    const p = await clientWithInvoice(api, pendingStudio);
    const refused = await p.checkout({ requestId: randomUUID(), amountMinor: 1000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorTitle).toBe('Online card payments are not set up');
  });

  it('records a page paid whose news never came, at the sweep after the page expired', async ({ api }) => {
    const s = await connectedStudio(api);
    const c = await clientWithInvoice(api, s);
    const started = (await c.checkout({ requestId: randomUUID(), amountMinor: 40000 })).json().data;
    const session = [...connect.sessions.values()].find((x) => x.client_reference_id === started.cardPaymentId)!;
    connect.pay(session.id as string);
    // Still within the page's life: the sweep leaves it to the webhook and the client's return.
    expect((await settleStuckCardPayments(api.deps, quiet)).recorded).toBe(0);
    await api.deps.db
      .update(cardPayments)
      .set({ createdAt: sql`now() - interval '40 minutes'` })
      .where(eq(cardPayments.id, started.cardPaymentId));
    expect((await settleStuckCardPayments(api.deps, quiet)).recorded).toBe(1);
    expect(recorded.to(`/v1/checkout/sessions/${session.id}`).at(-1)!.headers['stripe-account']).toBe(s.accountId);
    expect(await c.payments()).toEqual([expect.objectContaining({ amountMinor: 40000, method: 'online-card' })]);
  });
});
