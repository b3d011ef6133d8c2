import { randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode, StripePaths, SubscriptionPaths } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  subscriptionCustomers,
  subscriptionInvoices,
  plans,
  promoCodes,
  subscriptions,
  webhookEvents,
} from '../../../db/schema.ts';
import { accountIdOf, joinedMember, signedInOwner } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixture, startRecordedStripe } from './fixtures/recorded-stripe.ts';

const SECRET = 'whsec_focal_webhook_test_secret';
let t: TestApp;
let recorded: Awaited<ReturnType<typeof startRecordedStripe>>;
let catalogue: (typeof plans.$inferSelect)[];
beforeAll(async () => {
  recorded = await startRecordedStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_51FocalRecordedAnswers',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: recorded.base,
  });
  catalogue = await t.deps.db.select().from(plans);
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
  /** The subscription, billing `planId`'s catalogue price (what Stripe's item says it bills). */
  const subscription = (overrides: Json = {}, planId = 'PRO_MONTHLY'): Json => {
    const sub = fixture<Json & { items: { data: Json[] } }>('subscription');
    const periodEnd = nowS() + 30 * DAY_S;
    const plan = catalogue.find((p) => p.planId === planId)!;
    const item = sub.items.data[0]! as { price: Json };
    sub.items.data[0] = {
      ...item,
      current_period_end: periodEnd,
      subscription: ids.subscription,
      price: {
        ...item.price,
        unit_amount: plan.priceMinor,
        recurring: { interval: plan.billingPeriod === 'ANNUAL' ? 'year' : 'month' },
      },
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
  const invoicesOf = () =>
    t.deps.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.businessAccountId, accountId));
  /** Stripe's ids of a second checkout of the same account (a new subscription replacing the first). */
  const replaceSubscription = () => {
    ids.subscription = `sub_${rand()}`;
    ids.invoice = `in_${rand()}`;
  };
  return { owner, accountId, ids, subscription, invoice, completed, rowOf, invoicesOf, replaceSubscription };
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
      .from(subscriptionCustomers)
      .where(eq(subscriptionCustomers.businessAccountId, s.accountId));
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
    // The unpaid period starts now, so its grace (counted from the period's start) still runs: the
    // fixture's own period, in November 2026, would have ended it already.
    const lines = fixture<{ lines: { data: Json[] } }>('invoice').lines;
    const unpaidNow = { ...lines, data: [{ ...lines.data[0], period: { start: t0, end: t0 + 30 * DAY_S } }] };
    ok(
      await deliver(
        eventOf(
          'invoice.payment_failed',
          s.invoice({ status: 'open', amount_paid: 0, lines: unpaidNow }),
          t0 + 40,
        ),
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

describe('Stripe events checked, not trusted (issue 10 §7)', () => {
  /** An owner whose Stripe subscription (PRO monthly) is live, linked by its checkout. */
  async function paying() {
    const s = await stripeOwner();
    ok(await deliver(s.completed()));
    ok(await deliver(eventOf('customer.subscription.created', s.subscription(), nowS() - 60)));
    expect(await s.rowOf()).toMatchObject({ status: 'active', providerSubscriptionId: s.ids.subscription });
    return s;
  }

  it('acknowledges signed events that can never apply (2xx, never 500), records and changes nothing', async () => {
    const s = await paying();
    const before = await s.rowOf();
    const withoutCurrency = s.invoice();
    delete withoutCurrency.currency;
    const stranger = { businessAccountId: randomUUID(), planId: 'MASTER_MONTHLY' };
    const odd: Json[] = [
      eventOf('invoice.paid', withoutCurrency),
      { ...eventOf('invoice.paid', {}), data: { object: null } },
      eventOf('checkout.session.completed', {
        ...(s.completed().data.object as Json),
        metadata: stranger,
        client_reference_id: stranger.businessAccountId,
      }),
      eventOf(
        'customer.subscription.updated',
        s.subscription({ metadata: { businessAccountId: 'acct-42' } }),
      ),
      eventOf('customer.subscription.updated', s.subscription({ status: 'canceled' }), 99_999_999_999),
      {
        ...eventOf('customer.subscription.updated', s.subscription({ status: 'canceled' })),
        created: 'soon',
      },
      { ...eventOf('customer.subscription.deleted', s.subscription()), id: undefined },
      eventOf('customer.subscription.deleted', s.subscription({ id: `${s.ids.subscription}\u0000` })),
      eventOf('invoice.paid', s.invoice({ number: 'N'.repeat(9000) })),
      eventOf('invoice.payment_failed', s.invoice({ lines: null })),
    ];
    for (const event of odd) {
      const res = await deliver(event);
      expect(res.statusCode, `${res.body} for ${JSON.stringify(event).slice(0, 200)}`).toBe(200);
      expect(res.json()).toEqual({ data: { received: true } });
    }
    expect(await s.rowOf()).toEqual(before);
    expect(await s.invoicesOf()).toEqual([]);
    const ids = odd.map((e) => e.id).filter((id): id is string => typeof id === 'string');
    const kept = await t.deps.db.select().from(webhookEvents);
    expect(kept.filter((e) => ids.includes(e.eventId)).map((e) => e.type)).toEqual([
      'checkout.session.completed',
    ]);
  });

  it('lets a replaced subscription’s invoices change nothing; the current one’s are kept with Stripe’s receipt page', async () => {
    const s = await paying();
    const old = { ...s.ids };
    const oldInvoice = s.invoice();
    s.replaceSubscription();
    ok(await deliver(s.completed()));
    ok(await deliver(eventOf('customer.subscription.created', s.subscription({}, 'MASTER_MONTHLY'))));
    const current = await s.rowOf();
    expect(current).toMatchObject({
      planTier: 'MASTER',
      status: 'active',
      providerSubscriptionId: s.ids.subscription,
    });

    // The old subscription's renewal fails with days left of the new one's paid month: no past due.
    ok(await deliver(eventOf('invoice.payment_failed', { ...oldInvoice, status: 'open', amount_paid: 0 })));
    ok(await deliver(eventOf('invoice.paid', { ...oldInvoice, id: `in_${rand()}` })));
    expect(await s.rowOf()).toEqual(current);
    expect(await s.invoicesOf()).toEqual([]);
    expect(old.subscription).not.toBe(s.ids.subscription);

    const paid = s.invoice({ amount_paid: 6900 });
    ok(await deliver(eventOf('invoice.paid', paid)));
    const [kept] = await s.invoicesOf();
    expect(kept).toMatchObject({
      planId: 'MASTER_MONTHLY',
      amountMinor: 6900,
      receiptUrl: fixture<{ hosted_invoice_url: string }>('invoice').hosted_invoice_url,
    });
  });

  it('changes neither plan nor access for an incomplete subscription, nor when it expires unpaid', async () => {
    const s = await stripeOwner();
    const trial = await s.rowOf();
    ok(await deliver(s.completed()));
    const t0 = nowS();
    const unpaid = (status: string) => s.subscription({ status }, 'MASTER_ANNUAL');
    ok(await deliver(eventOf('customer.subscription.created', unpaid('incomplete'), t0)));
    ok(
      await deliver(eventOf('invoice.payment_failed', s.invoice({ status: 'open', amount_paid: 0 }), t0 + 1)),
    );
    ok(await deliver(eventOf('customer.subscription.updated', unpaid('incomplete_expired'), t0 + 2)));
    ok(await deliver(eventOf('customer.subscription.deleted', unpaid('incomplete_expired'), t0 + 3)));
    expect(await s.rowOf()).toMatchObject({
      status: 'trialing',
      planTier: trial.planTier,
      billingPeriod: trial.billingPeriod,
      accessTill: trial.accessTill,
    });
    const status = await t.call({ method: 'GET', url: SubscriptionPaths.status, headers: s.owner.auth });
    expect(status.json().data.currentPlan).toMatchObject({ subscriptionType: 'TRIAL' });
  });

  it('takes the plan from the price Stripe bills, not from metadata a portal change leaves behind', async () => {
    const s = await paying();
    // Changed to MASTER annual in the portal: the metadata still says PRO_MONTHLY.
    ok(await deliver(eventOf('customer.subscription.updated', s.subscription({}, 'MASTER_ANNUAL'))));
    expect(await s.rowOf()).toMatchObject({ planTier: 'MASTER', billingPeriod: 'ANNUAL' });
  });

  it('redeems a code once per account, however many checkouts complete with it', async () => {
    const s = await stripeOwner();
    const [code] = await t.deps.db
      .insert(promoCodes)
      .values({ code: `ONCE${rand().toUpperCase()}`, kind: 'referral', percentOff: 50, duration: 'once' })
      .returning();
    const withCode = () => {
      const event = s.completed();
      const session = event.data.object as { metadata: Json };
      session.metadata = { ...session.metadata, promoCode: code!.code };
      return event;
    };
    ok(await deliver(withCode()));
    s.replaceSubscription();
    ok(await deliver(withCode()));
    const [row] = await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, code!.code));
    expect(row!.redemptions).toBe(1);
    const again = await t.call({
      method: 'POST',
      url: StripePaths.checkoutSession,
      headers: s.owner.auth,
      payload: { planId: 'MASTER_MONTHLY', promoCode: code!.code, idempotencyKey: randomUUID() },
    });
    expect(again.statusCode, again.body).toBe(404);
    expect(again.json().errorTitle).toBe('Code already used');
  });
});
