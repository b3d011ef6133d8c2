import { randomBytes } from 'node:crypto';
import { ErrorCode, StripePaths, SubscriptionPaths } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, invoices, promoCodes, subscriptions, webhookEvents } from '../../db/schema.ts';
import { accountIdOf, joinedMember, signedInOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fixture, startRecordedStripe } from './fixtures/recorded-stripe.ts';

const SECRET = 'whsec_focal_webhook_test_secret';
let t: TestApp;
let recorded: Awaited<ReturnType<typeof startRecordedStripe>>;
beforeAll(async () => {
  recorded = await startRecordedStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_51FocalRecordedAnswers',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: recorded.base,
  });
});
afterAll(async () => {
  await t.close();
  await recorded.close();
});

const signer = new Stripe('sk_test_only_for_signing').webhooks;
const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
const rand = () => randomBytes(6).toString('hex');

type Json = Record<string, unknown>;
const eventOf = (type: string, object: Json, created = nowS()) => ({
  id: `evt_${rand()}`,
  object: 'event',
  api_version: '2026-10-28.endive',
  created,
  data: { object },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
});

/** Posts an event as Stripe does: the exact bytes, signed with the endpoint's secret at `timestamp`. */
function deliver(event: Json, options: { timestamp?: number; secret?: string; header?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const header =
    options.header === undefined
      ? signer.generateTestHeaderString({
          payload,
          secret: options.secret ?? SECRET,
          timestamp: options.timestamp,
        })
      : options.header;
  return t.call({
    method: 'POST',
    url: StripePaths.webhook,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header && { 'stripe-signature': header }),
    },
    payload,
  });
}

/** An owner on a trial and the Stripe ids their checkout would create. */
async function stripeOwner() {
  const owner = await signedInOwner(t);
  const accountId = await accountIdOf(t, owner.form.email);
  const ids = { customer: `cus_${rand()}`, subscription: `sub_${rand()}`, invoice: `in_${rand()}` };
  const metadata = { businessAccountId: accountId, planId: 'PRO_MONTHLY' };
  const subscription = (overrides: Json = {}): Json => {
    const sub = fixture<Json & { items: { data: Json[] } }>('subscription');
    const periodEnd = nowS() + 30 * DAY_S;
    sub.items.data[0] = {
      ...sub.items.data[0],
      current_period_end: periodEnd,
      subscription: ids.subscription,
    };
    return { ...sub, id: ids.subscription, customer: ids.customer, metadata, ...overrides };
  };
  const invoice = (overrides: Json = {}): Json => ({
    ...fixture('invoice'),
    id: ids.invoice,
    customer: ids.customer,
    number: `${rand().toUpperCase()}-0001`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata, subscription: ids.subscription },
    },
    ...overrides,
  });
  const completed = () =>
    eventOf('checkout.session.completed', {
      ...fixture('checkout-session'),
      status: 'complete',
      payment_status: 'paid',
      customer: ids.customer,
      subscription: ids.subscription,
      client_reference_id: accountId,
      metadata,
    });
  const rowOf = async () =>
    (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.businessAccountId, accountId)))[0]!;
  const invoicesOf = () => t.deps.db.select().from(invoices).where(eq(invoices.businessAccountId, accountId));
  return { owner, accountId, ids, subscription, invoice, completed, rowOf, invoicesOf };
}

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

describe('the Stripe webhook', () => {
  it('puts the account on PRO from the checkout, the subscription and its paid invoice, once however often Stripe sends them', async () => {
    const s = await stripeOwner();
    await t.deps.db
      .insert(promoCodes)
      .values({ code: 'HOOK20', kind: 'coupon', percentOff: 20, duration: 'once' });
    const completed = s.completed();
    const session = completed.data.object as { metadata: Json };
    session.metadata = { ...session.metadata, promoCode: 'HOOK20' };
    ok(await deliver(completed));
    ok(await deliver(completed)); // redelivered: the code is still redeemed once
    const [promo] = await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, 'HOOK20'));
    expect(promo!.redemptions).toBe(1);
    const [customer] = await t.deps.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.businessAccountId, s.accountId));
    expect(customer).toMatchObject({ provider: 'stripe', providerCustomerId: s.ids.customer });
    expect((await s.rowOf()).providerSubscriptionId).toBe(s.ids.subscription);

    const created = eventOf('customer.subscription.created', s.subscription());
    ok(await deliver(created));
    const periodEnd = (s.subscription() as { items: { data: { current_period_end: number }[] } }).items
      .data[0]!.current_period_end;
    const row = await s.rowOf();
    expect(row).toMatchObject({ status: 'active', planTier: 'PRO', billingPeriod: 'MONTHLY' });
    expect(Math.abs(row.accessTill!.getTime() / 1000 - periodEnd)).toBeLessThan(5);
    const status = await t.call({ method: 'GET', url: SubscriptionPaths.status, headers: s.owner.auth });
    expect(status.json().data.currentPlan).toMatchObject({ planName: 'Pro', subscriptionType: 'PAID' });

    const paid = eventOf('invoice.paid', s.invoice());
    ok(await deliver(paid));
    ok(await deliver(paid)); // Stripe redelivers: same event id, fresh signature
    ok(await deliver(created));
    const kept = await s.invoicesOf();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      status: 'paid',
      amountMinor: 2900,
      currency: 'USD',
      planId: 'PRO_MONTHLY',
      receiptNumber: `R-${kept[0]!.number}`,
    });
    const recordedEvents = await t.deps.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, paid.id));
    expect(recordedEvents).toHaveLength(1);
    expect(await s.rowOf()).toEqual(row);

    // The owner now finds Stripe's portal in the user menu; a team member does not.
    const boot = await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: s.owner.auth });
    expect(boot.json().data.profile.resourcesLinks.STRIPE_DASHBOARD).toEqual({
      url: StripePaths.portalSession,
      method: 'POST',
    });
    const member = await joinedMember(t, s.owner.auth);
    const memberBoot = await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: member.auth });
    expect(memberBoot.json().data.profile.resourcesLinks.STRIPE_DASHBOARD).toBeUndefined();
  });

  it('applies subscription news in the order Stripe made it, not the order it arrives', async () => {
    const s = await stripeOwner();
    const t0 = nowS();
    ok(await deliver(s.completed()));
    ok(await deliver(eventOf('customer.subscription.created', s.subscription(), t0)));
    ok(
      await deliver(eventOf('customer.subscription.updated', s.subscription({ status: 'unpaid' }), t0 + 20)),
    );
    expect((await s.rowOf()).status).toBe('past_due');

    // Older news arriving late changes nothing.
    ok(
      await deliver(eventOf('customer.subscription.updated', s.subscription({ status: 'active' }), t0 + 10)),
    );
    ok(
      await deliver(eventOf('customer.subscription.deleted', s.subscription({ status: 'canceled' }), t0 + 5)),
    );
    expect((await s.rowOf()).status).toBe('past_due');

    ok(
      await deliver(eventOf('customer.subscription.updated', s.subscription({ status: 'active' }), t0 + 30)),
    );
    expect((await s.rowOf()).status).toBe('active');
    ok(
      await deliver(
        eventOf('invoice.payment_failed', s.invoice({ status: 'open', amount_paid: 0 }), t0 + 40),
      ),
    );
    expect((await s.rowOf()).status).toBe('past_due');
    const due = await t.call({ method: 'GET', url: SubscriptionPaths.status, headers: s.owner.auth });
    expect(due.json().data.actions.COMPLETE_PAYMENT).toBeDefined();

    const ended = s.subscription({ status: 'canceled', ended_at: t0 + 50 });
    ok(await deliver(eventOf('customer.subscription.deleted', ended, t0 + 50)));
    expect(await s.rowOf()).toMatchObject({ status: 'canceled', accessTill: new Date((t0 + 50) * 1000) });
    const lapsed = await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: s.owner.auth });
    expect(lapsed.json().data.subscription.currentPlan).toBeNull();
  });

  it('refuses a signature that is 301 seconds old, forged, missing or over other bytes, and keeps nothing of it', async () => {
    const s = await stripeOwner();
    const event = s.completed();
    const payload = JSON.stringify(event);
    const refusals = [
      await deliver(event, { timestamp: nowS() - 301 }),
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { header: null }),
      await deliver(
        { ...event, id: `evt_${rand()}` },
        { header: signer.generateTestHeaderString({ payload, secret: SECRET }) },
      ),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: ErrorCode.WebhookSignatureInvalid,
        errorTitle: 'Invalid signature',
        data: null,
      });
    }
    expect(await t.deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.id))).toEqual(
      [],
    );
    expect((await s.rowOf()).providerSubscriptionId).toBeNull();
    // Within the tolerance it is taken.
    ok(await deliver(event, { timestamp: nowS() - 200 }));
    expect((await s.rowOf()).providerSubscriptionId).toBe(s.ids.subscription);
  });
});
