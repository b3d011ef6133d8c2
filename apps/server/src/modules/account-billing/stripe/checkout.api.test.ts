import { randomUUID } from 'node:crypto';
import { BillingPaths, ErrorCode, SANDBOX_TEST_CARDS as CARDS, StripePaths } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';
import {
  subscriptionCustomers,
  subscriptionPayments,
  plans,
  promoCodes,
  subscriptions,
} from '../../../db/schema.ts';
import { accountIdOf, checkoutWith, joinedMember, signedInOwner } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paymentProviderFrom } from '../../payment-provider/providers.ts';
import { renewalsJob } from '../charges/worker.ts';
import { fixture, startRecordedStripe } from './fixtures/recorded-stripe.ts';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startRecordedStripe>>;
beforeAll(async () => {
  stripe = await startRecordedStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_51FocalRecordedAnswers',
    STRIPE_WEBHOOK_SECRET: 'whsec_focal_test_secret',
    STRIPE_API_BASE: stripe.base,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const session = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: StripePaths.checkoutSession, headers: auth, payload });
const sessionUrl = fixture<{ url: string }>('checkout-session').url;

describe('Stripe Checkout', () => {
  it('creates the customer once and a subscription-mode session for the plan, with metadata, the return addresses and the client key', async () => {
    const owner = await signedInOwner(t);
    const accountId = await accountIdOf(t, owner.form.email);
    const key = randomUUID();
    const res = await session(owner.auth, { planId: 'PRO_MONTHLY', idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { url: sessionUrl } });

    const [customerCall] = stripe.to('/v1/customers');
    expect(customerCall!.form).toMatchObject({
      email: owner.form.email,
      'metadata[businessAccountId]': accountId,
    });
    expect(customerCall!.headers['idempotency-key']).toBe(`customer:${accountId}`);
    const [pro] = await t.deps.db.select().from(plans).where(eq(plans.planId, 'PRO_MONTHLY'));
    const call = stripe.to('/v1/checkout/sessions').at(-1)!;
    expect(call.headers.authorization).toBe('Bearer sk_test_51FocalRecordedAnswers');
    expect(call.headers['idempotency-key']).toBe(`${accountId}:${key}`);
    expect(call.form).toMatchObject({
      mode: 'subscription',
      customer: fixture<{ id: string }>('customer').id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(pro!.priceMinor),
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Focal Pro',
      'metadata[businessAccountId]': accountId,
      'metadata[planId]': 'PRO_MONTHLY',
      'subscription_data[metadata][planId]': 'PRO_MONTHLY',
      success_url: 'http://focal.test/?toaster=subscription_payment_success',
      cancel_url: 'http://focal.test/',
    });
    expect(call.form).not.toHaveProperty('discounts[0][coupon]');
    const [customer] = await t.deps.db
      .select()
      .from(subscriptionCustomers)
      .where(eq(subscriptionCustomers.businessAccountId, accountId));
    expect(customer).toMatchObject({
      provider: 'stripe',
      providerCustomerId: fixture<{ id: string }>('customer').id,
    });

    // A second checkout (an annual plan) reuses the customer.
    const customersBefore = stripe.to('/v1/customers').length;
    const annual = await session(owner.auth, { planId: 'MASTER_ANNUAL', idempotencyKey: randomUUID() });
    expect(annual.statusCode, annual.body).toBe(200);
    expect(stripe.to('/v1/customers')).toHaveLength(customersBefore);
    expect(stripe.to('/v1/checkout/sessions').at(-1)!.form).toMatchObject({
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'Focal Master',
    });
  });

  it('passes a promo code as a Stripe coupon made once from our row, and refuses unknown, expired and other-currency codes before Stripe hears of them', async () => {
    await t.deps.db.insert(promoCodes).values([
      { code: 'STRIPE20', kind: 'coupon', percentOff: 20, duration: 'repeating', durationInPeriods: 3 },
      { code: 'STRIPE10', kind: 'coupon', amountOffMinor: 1000, currency: 'USD', duration: 'once' },
      {
        code: 'OLDSTRIPE',
        kind: 'coupon',
        percentOff: 30,
        duration: 'once',
        expiresAt: new Date('2025-05-01'),
      },
      { code: 'EURO5', kind: 'coupon', amountOffMinor: 500, currency: 'EUR', duration: 'once' },
    ]);
    const owner = await signedInOwner(t);
    const first = await session(owner.auth, {
      planId: 'PRO_ANNUAL',
      promoCode: 'stripe20',
      idempotencyKey: randomUUID(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const coupon = stripe.to('/v1/coupons').at(-1)!;
    expect(coupon.form).toEqual({
      id: 'FOCAL-STRIPE20-36M', // 3 annual payments are 36 months to Stripe
      name: 'STRIPE20',
      duration: 'repeating',
      duration_in_months: '36',
      percent_off: '20',
    });
    expect(stripe.to('/v1/checkout/sessions').at(-1)!.form).toMatchObject({
      'discounts[0][coupon]': 'FOCAL-STRIPE20-36M',
      'metadata[promoCode]': 'STRIPE20',
    });

    // The coupon exists at Stripe now: its "already exists" answer is accepted.
    const again = await session(owner.auth, {
      planId: 'PRO_ANNUAL',
      promoCode: 'STRIPE20',
      idempotencyKey: randomUUID(),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(stripe.to('/v1/checkout/sessions').at(-1)!.form['discounts[0][coupon]']).toBe(
      'FOCAL-STRIPE20-36M',
    );

    await session(owner.auth, { planId: 'PRO_MONTHLY', promoCode: 'STRIPE10', idempotencyKey: randomUUID() });
    expect(stripe.to('/v1/coupons').at(-1)!.form).toEqual({
      id: 'FOCAL-STRIPE10',
      name: 'STRIPE10',
      duration: 'once',
      amount_off: '1000',
      currency: 'usd',
    });

    const sessionsBefore = stripe.to('/v1/checkout/sessions').length;
    const unknown = await session(owner.auth, {
      planId: 'PRO_MONTHLY',
      promoCode: 'NOPE',
      idempotencyKey: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      errorCode: ErrorCode.PromoCodeUnknown,
      errorMessage: "We don't recognise the code NOPE. Check it and try again.",
    });
    const expired = await session(owner.auth, {
      planId: 'PRO_MONTHLY',
      promoCode: 'oldstripe',
      idempotencyKey: randomUUID(),
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      errorCode: ErrorCode.PromoCodeExpired,
      errorMessage: 'The code OLDSTRIPE expired on May 1, 2025.',
    });
    const euro = await session(owner.auth, {
      planId: 'PRO_MONTHLY',
      promoCode: 'EURO5',
      idempotencyKey: randomUUID(),
    });
    expect(euro.statusCode).toBe(404);
    expect(euro.json().errorMessage).toBe('The code EURO5 only applies to payments in EUR.');
    expect(stripe.to('/v1/checkout/sessions')).toHaveLength(sessionsBefore);
  });

  it('is for owners and catalogue plans only', async () => {
    const owner = await signedInOwner(t);
    const member = await joinedMember(t, owner.auth);
    const byMember = await session(member.auth, { planId: 'PRO_MONTHLY', idempotencyKey: randomUUID() });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().errorCode).toBe(ErrorCode.Forbidden);
    const unknown = await session(owner.auth, { planId: 'GOLD_FOREVER', idempotencyKey: randomUUID() });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps one Checkout open per account: a new one expires the others, a retry of the same request keeps its own', async () => {
    const owner = await signedInOwner(t);
    const first = await session(owner.auth, { planId: 'PRO_MONTHLY', idempotencyKey: randomUUID() });
    expect(first.statusCode, first.body).toBe(200);
    const firstId = `cs_test_${stripe.to('/v1/checkout/sessions').filter((r) => r.method === 'POST').length}`;
    const key = randomUUID();
    expect((await session(owner.auth, { planId: 'MASTER_MONTHLY', idempotencyKey: key })).statusCode).toBe(
      200,
    );
    expect(stripe.to(`/v1/checkout/sessions/${firstId}/expire`)).toHaveLength(1);
    const expiredBefore = stripe.requests.filter((r) => r.path.endsWith('/expire')).length;
    expect((await session(owner.auth, { planId: 'MASTER_MONTHLY', idempotencyKey: key })).statusCode).toBe(
      200,
    );
    expect(stripe.requests.filter((r) => r.path.endsWith('/expire'))).toHaveLength(expiredBefore);
  });

  it('changes the plan of an account Stripe bills through its subscription, never a second Checkout, and refuses the plan already paid', async () => {
    const owner = await signedInOwner(t);
    const accountId = await accountIdOf(t, owner.form.email);
    const subscriptionId = 'sub_live_0001';
    await t.deps.db
      .update(subscriptions)
      .set({
        providerSubscriptionId: subscriptionId,
        status: 'active',
        planTier: 'PRO',
        billingPeriod: 'MONTHLY',
        accessTill: new Date(Date.now() + 20 * 86_400_000),
      })
      .where(eq(subscriptions.businessAccountId, accountId));
    t.deps.contextCache.invalidate();
    const sessionsBefore = stripe.to('/v1/checkout/sessions').length;
    const key = randomUUID();
    const res = await session(owner.auth, { planId: 'MASTER_ANNUAL', idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toBe('http://focal.test/?toaster=subscription_payment_success');
    expect(stripe.to('/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    const update = stripe.to(`/v1/subscriptions/${subscriptionId}`).find((r) => r.method === 'POST')!;
    const [master] = await t.deps.db.select().from(plans).where(eq(plans.planId, 'MASTER_ANNUAL'));
    expect(update.headers['idempotency-key']).toBe(`${accountId}:${key}`);
    expect(update.form).toMatchObject({
      'items[0][id]': fixture<{ items: { data: { id: string }[] } }>('subscription').items.data[0]!.id,
      'items[0][price_data][unit_amount]': String(master!.priceMinor),
      'items[0][price_data][recurring][interval]': 'year',
      'items[0][price_data][product]': 'focal_master_annual',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(stripe.to('/v1/products').at(-1)!.form).toMatchObject({ id: 'focal_master_annual' });

    const again = await session(owner.auth, { planId: 'PRO_MONTHLY', idempotencyKey: randomUUID() });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().errorCode).toBe(ErrorCode.PlanAlreadyPaid);
    expect(stripe.to('/v1/checkout/sessions')).toHaveLength(sessionsBefore);
  });

  it('opens the customer portal for an account with a Stripe customer, and only then', async () => {
    const owner = await signedInOwner(t);
    const portal = () => t.call({ method: 'POST', url: StripePaths.portalSession, headers: owner.auth });
    const before = await portal();
    expect(before.statusCode).toBe(404);
    await session(owner.auth, { planId: 'PRO_MONTHLY', idempotencyKey: randomUUID() });
    const after = await portal();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data.url).toBe(fixture<{ url: string }>('billing-portal-session').url);
    expect(stripe.to('/v1/billing_portal/sessions').at(-1)!.form).toEqual({
      customer: fixture<{ id: string }>('customer').id,
      return_url: 'http://focal.test/',
    });
  });
});

describe('the sandbox card endpoints under Stripe', () => {
  it('refuse a card with 403 before anything is written, and the renewals job charges nobody', async () => {
    const owner = await signedInOwner(t);
    const accountId = await accountIdOf(t, owner.form.email);
    const res = await checkoutWith(t, owner.auth, { planId: 'PRO_MONTHLY', cardNumber: CARDS.succeeds });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: ErrorCode.Forbidden, errorTitle: 'Pay on Stripe' });
    expect(
      await t.deps.db
        .select()
        .from(subscriptionPayments)
        .where(eq(subscriptionPayments.businessAccountId, accountId)),
    ).toEqual([]);
    expect(await renewalsJob(t.deps.db, paymentProviderFrom(t.deps.config))).toBeNull();
  });
});

describe('billing details under Stripe', () => {
  it('go to the Stripe customer, made on the first save, which checkout then uses', async () => {
    const owner = await signedInOwner(t);
    const accountId = await accountIdOf(t, owner.form.email);
    const customerId = fixture<{ id: string }>('customer').id;
    const save = (billingEmail: string) =>
      t.call({
        method: 'PUT',
        url: BillingPaths.billing,
        headers: owner.auth,
        payload: { billingEmail, billingName: 'Lens Studio LLC', billingAddress: '1 Main St', taxId: '' },
      });
    const created = stripe.to('/v1/customers').length;
    const first = await save('accounts@lens.test');
    expect(first.statusCode, first.body).toBe(200);
    expect(stripe.to('/v1/customers')).toHaveLength(created + 1);
    expect(stripe.to(`/v1/customers/${customerId}`).at(-1)!.form).toEqual({
      email: 'accounts@lens.test',
      name: 'Lens Studio LLC',
    });
    const [row] = await t.deps.db
      .select()
      .from(subscriptionCustomers)
      .where(eq(subscriptionCustomers.businessAccountId, accountId));
    expect(row).toMatchObject({
      provider: 'stripe',
      providerCustomerId: customerId,
      billingName: 'Lens Studio LLC',
    });

    const res = await session(owner.auth, { planId: 'PRO_MONTHLY', idempotencyKey: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.to('/v1/customers')).toHaveLength(created + 1);
    expect(stripe.to('/v1/checkout/sessions').at(-1)!.form.customer).toBe(customerId);
  });
});

describe('the Stripe configuration', () => {
  it('needs the webhook secret with the key, and points the library only at this machine', () => {
    const base = {
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(40),
      TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
      DATA_DIR: '/tmp/focal-config-test',
    } as const;
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({
        ...base,
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'https://evil.example',
      }),
    ).toThrow(ConfigError);
    const config = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(paymentProviderFrom(config).name).toBe('stripe');
    expect(paymentProviderFrom(loadConfig(base)).name).toBe('sandbox');
  });

  it('answers the Stripe endpoints 404 when the sandbox provider is in use', async () => {
    const sandbox = await createTestApp();
    try {
      const owner = await signedInOwner(sandbox);
      const res = await sandbox.call({
        method: 'POST',
        url: StripePaths.checkoutSession,
        headers: owner.auth,
        payload: { planId: 'PRO_MONTHLY', idempotencyKey: randomUUID() },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorTitle).toBe('Stripe is not used here');
    } finally {
      await sandbox.close();
    }
  });
});
