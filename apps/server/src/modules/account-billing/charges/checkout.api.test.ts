// engine-dependent: one idempotency key sent twice at once makes one payment.
import {
  type CheckoutResult,
  CompanyPaths,
  ErrorCode,
  SubscriptionPaymentPaths,
  SANDBOX_TEST_CARDS as CARDS,
  SubscriptionPaths,
  TeamPaths,
} from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import {
  subscriptionInvoices,
  subscriptionPaymentMethods,
  subscriptionPayments,
  subscriptions,
} from '../../../db/schema.ts';
import { accountIdOf, checkoutWith, createdCompany, joinedMember, onPlan } from '../../../test/factories.ts';

const DAY = 86_400_000;
const rowsOf = async (api: Api, accountId: string) => ({
  payments: await api.deps.db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.businessAccountId, accountId)),
  invoices: await api.deps.db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.businessAccountId, accountId)),
  subscription: (
    await api.deps.db.select().from(subscriptions).where(eq(subscriptions.businessAccountId, accountId))
  )[0]!,
});

describe('the sandbox checkout', () => {
  it('puts a STARTER account on MASTER with the good card, keeps invoice, receipt and card, and lifts limits at once', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'STARTER');
    const accountId = await accountIdOf(api, owner.form.email);
    const refused = await api.post(
      CompanyPaths.create,
      { name: 'Too Many', email: 'brand@focal.test', toImportData: null },
      { as: owner.auth },
    );
    expect(refused.json().errorCode).toBe(ErrorCode.AccessLimitation);

    const res = await checkoutWith(api, owner.auth, {
      planId: 'MASTER_MONTHLY',
      cardNumber: '4242 4242 4242 4242',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data as Extract<CheckoutResult, { status: 'succeeded' }>;
    expect(result).toMatchObject({ status: 'succeeded', planName: 'Master' });
    expect(result.subscription.currentPlan).toMatchObject({ planTier: 'MASTER', subscriptionType: 'PAID' });
    expect(result.subscription.status).toBe('active');
    const accessTill = new Date(result.subscription.accessTill!).getTime();
    expect(accessTill).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(accessTill).toBeLessThan(Date.now() + 32 * DAY);

    const rows = await rowsOf(api, accountId);
    expect(rows.subscription).toMatchObject({
      planTier: 'MASTER',
      status: 'active',
      billingPeriod: 'MONTHLY',
    });
    expect(rows.invoices).toHaveLength(1);
    expect(rows.invoices[0]).toMatchObject({
      status: 'paid',
      amountMinor: 6900, // the seeded catalogue's price
      currency: 'USD',
      planId: 'MASTER_MONTHLY',
      number: result.invoiceNumber,
      receiptNumber: result.receiptNumber,
    });
    expect(rows.payments.map((p) => [p.status, p.kind, p.amountMinor])).toEqual([
      ['succeeded', 'checkout', 6900],
    ]);
    const cards = await api.deps.db
      .select()
      .from(subscriptionPaymentMethods)
      .where(eq(subscriptionPaymentMethods.businessAccountId, accountId));
    expect(cards.map((c) => [c.brand, c.last4])).toEqual([['visa', '4242']]);
    expect(JSON.stringify(cards)).not.toContain('4242424242424242');

    // The limit lifts at once: a second company right after paying.
    await createdCompany(api, owner.auth, 'Second Brand');
    const status = await api.get(SubscriptionPaths.status, { as: owner.auth });
    expect(status.json().data.currentPlan.planName).toBe('Master');
  });

  it('refuses a declined card with CardDeclined (402), charges nothing and leaves the plan as it was', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const accountId = await accountIdOf(api, owner.form.email);
    const before = (await rowsOf(api, accountId)).subscription;
    const res = await checkoutWith(api, owner.auth, { planId: 'MASTER_ANNUAL', cardNumber: CARDS.declined });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ errorCode: ErrorCode.CardDeclined, errorTitle: 'Card declined' });
    const rows = await rowsOf(api, accountId);
    expect(rows.subscription).toEqual(before);
    expect(rows.payments.map((p) => [p.status, p.failureCode])).toEqual([['failed', 'card_declined']]);
    expect(rows.invoices.map((i) => i.status)).toEqual(['void']);
  });

  it('asks to confirm a 3-D Secure card, then confirming completes the payment, twice alike, for its own account only', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const accountId = await accountIdOf(api, owner.form.email);
    const res = await checkoutWith(api, owner.auth, {
      planId: 'PRO_ANNUAL',
      cardNumber: CARDS.requiresAction,
    });
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json().data as { status: string; paymentIntentId: string };
    expect(pending.status).toBe('requires_action');
    expect((await rowsOf(api, accountId)).subscription.status).toBe('trialing');

    const stranger = await api.signedInOwner();
    const confirm = (auth: Record<string, string>) =>
      api.post(SubscriptionPaymentPaths.confirm, { paymentIntentId: pending.paymentIntentId }, { as: auth });
    expect((await confirm(stranger.auth)).statusCode).toBe(404);

    const first = await confirm(owner.auth);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'succeeded', planName: 'Pro' });
    expect(first.json().data.subscription.currentPlan).toMatchObject({
      billingPeriod: 'ANNUAL',
      subscriptionType: 'PAID',
    });
    const again = await confirm(owner.auth);
    expect(again.json().data.receiptNumber).toBe(first.json().data.receiptNumber);
    const rows = await rowsOf(api, accountId);
    expect(rows.subscription.accessTill!.getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
    expect(rows.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(rows.invoices.map((i) => i.status)).toEqual(['paid']);
  });

  it('makes one payment for one idempotency key sent twice at once, answers both alike, and refuses the key with another plan', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const accountId = await accountIdOf(api, owner.form.email);
    const send = (planId: string) =>
      checkoutWith(api, owner.auth, {
        planId,
        cardNumber: CARDS.succeeds,
        idempotencyKey: 'key-checkout-0001',
      });
    const [a, b] = await Promise.all([send('PRO_MONTHLY'), send('PRO_MONTHLY')]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    const rows = await rowsOf(api, accountId);
    expect(rows.payments).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);

    const other = await send('MASTER_MONTHLY');
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().errorCode).toBe(ErrorCode.IdempotencyKeyReused);
    expect((await rowsOf(api, accountId)).payments).toHaveLength(1);
  });

  it('answers a declined key again as declined without a second charge', async ({ api }) => {
    const owner = await api.signedInOwner();
    const accountId = await accountIdOf(api, owner.form.email);
    const send = () =>
      checkoutWith(api, owner.auth, {
        planId: 'PRO_MONTHLY',
        cardNumber: CARDS.declined,
        idempotencyKey: 'key-declined-01',
      });
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([402, 402]);
    expect(second.json()).toEqual(first.json());
    expect((await rowsOf(api, accountId)).payments).toHaveLength(1);
  });

  it('lets a lapsed account pay, and refuses members, unknown plans and mistyped cards', async ({ api }) => {
    const owner = await api.signedInOwner();
    const accountId = await accountIdOf(api, owner.form.email);
    const member = await joinedMember(api, owner.auth);
    const byMember = await checkoutWith(api, member.auth, {
      planId: 'PRO_MONTHLY',
      cardNumber: CARDS.succeeds,
    });
    expect(byMember.statusCode, byMember.body).toBe(403);
    expect(byMember.json().errorCode).toBe(ErrorCode.Forbidden);

    const unknown = await checkoutWith(api, owner.auth, {
      planId: 'GOLD_FOREVER',
      cardNumber: CARDS.succeeds,
    });
    expect(unknown.statusCode).toBe(404);
    const mistyped = await checkoutWith(api, owner.auth, {
      planId: 'PRO_MONTHLY',
      cardNumber: '4242424242424241',
    });
    expect(mistyped.statusCode).toBe(402);
    expect(mistyped.json().errorMessage).toMatch(/card number is incorrect/);
    const notANumber = await checkoutWith(api, owner.auth, { planId: 'PRO_MONTHLY', cardNumber: 'abcd' });
    expect(notANumber.statusCode).toBe(400);

    await api.deps.db
      .update(subscriptions)
      .set({ status: 'expired', accessTill: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.businessAccountId, accountId));
    api.deps.contextCache.invalidate();
    const lapsed = await api.get(TeamPaths.team, { as: owner.auth });
    expect(lapsed.json().errorCode).toBe(ErrorCode.SubscriptionExpired);
    const paid = await checkoutWith(api, owner.auth, {
      planId: 'STARTER_MONTHLY',
      cardNumber: CARDS.succeeds,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await api.get('/api/basic/bootstrap', { as: owner.auth })).statusCode).toBe(200);
  });
});
