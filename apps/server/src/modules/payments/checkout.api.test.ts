import {
  type CheckoutResult,
  CompanyPaths,
  ErrorCode,
  PaymentPaths,
  SANDBOX_TEST_CARDS as CARDS,
  SubscriptionPaths,
  TeamPaths,
} from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymentMethods, payments, subscriptions } from '../../db/schema.ts';
import {
  accountIdOf,
  checkoutWith,
  createdCompany,
  joinedMember,
  onPlan,
  signedInOwner,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const rowsOf = async (accountId: string) => ({
  payments: await t.deps.db.select().from(payments).where(eq(payments.businessAccountId, accountId)),
  invoices: await t.deps.db.select().from(invoices).where(eq(invoices.businessAccountId, accountId)),
  subscription: (
    await t.deps.db.select().from(subscriptions).where(eq(subscriptions.businessAccountId, accountId))
  )[0]!,
});

describe('the sandbox checkout', () => {
  it('puts a STARTER account on MASTER with the good card, keeps invoice, receipt and card, and lifts limits at once', async () => {
    const owner = await signedInOwner(t);
    await onPlan(t, owner.form.email, 'STARTER');
    const accountId = await accountIdOf(t, owner.form.email);
    const refused = await t.call({
      method: 'POST',
      url: CompanyPaths.create,
      headers: owner.auth,
      payload: { name: 'Too Many', email: 'brand@focal.test', toImportData: null },
    });
    expect(refused.json().errorCode).toBe(ErrorCode.AccessLimitation);

    const res = await checkoutWith(t, owner.auth, {
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

    const rows = await rowsOf(accountId);
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
    const cards = await t.deps.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.businessAccountId, accountId));
    expect(cards.map((c) => [c.brand, c.last4])).toEqual([['visa', '4242']]);
    expect(JSON.stringify(cards)).not.toContain('4242424242424242');

    // The limit lifts at once: a second company right after paying.
    await createdCompany(t, owner.auth, 'Second Brand');
    const status = await t.call({ method: 'GET', url: SubscriptionPaths.status, headers: owner.auth });
    expect(status.json().data.currentPlan.planName).toBe('Master');
  });

  it('refuses a declined card with CardDeclined (402), charges nothing and leaves the plan as it was', async () => {
    const owner = await signedInOwner(t);
    const accountId = await accountIdOf(t, owner.form.email);
    const before = (await rowsOf(accountId)).subscription;
    const res = await checkoutWith(t, owner.auth, { planId: 'MASTER_ANNUAL', cardNumber: CARDS.declined });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ errorCode: ErrorCode.CardDeclined, errorTitle: 'Card declined' });
    const rows = await rowsOf(accountId);
    expect(rows.subscription).toEqual(before);
    expect(rows.payments.map((p) => [p.status, p.failureCode])).toEqual([['failed', 'card_declined']]);
    expect(rows.invoices.map((i) => i.status)).toEqual(['void']);
  });

  it('asks to confirm a 3-D Secure card, then confirming completes the payment, twice alike, for its own account only', async () => {
    const owner = await signedInOwner(t);
    const accountId = await accountIdOf(t, owner.form.email);
    const res = await checkoutWith(t, owner.auth, { planId: 'PRO_ANNUAL', cardNumber: CARDS.requiresAction });
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json().data as { status: string; paymentIntentId: string };
    expect(pending.status).toBe('requires_action');
    expect((await rowsOf(accountId)).subscription.status).toBe('trialing');

    const stranger = await signedInOwner(t);
    const confirm = (auth: Record<string, string>) =>
      t.call({
        method: 'POST',
        url: PaymentPaths.confirm,
        headers: auth,
        payload: { paymentIntentId: pending.paymentIntentId },
      });
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
    const rows = await rowsOf(accountId);
    expect(rows.subscription.accessTill!.getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
    expect(rows.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(rows.invoices.map((i) => i.status)).toEqual(['paid']);
  });

  it('makes one payment for one idempotency key sent twice at once, answers both alike, and refuses the key with another plan', async () => {
    const owner = await signedInOwner(t);
    const accountId = await accountIdOf(t, owner.form.email);
    const send = (planId: string) =>
      checkoutWith(t, owner.auth, {
        planId,
        cardNumber: CARDS.succeeds,
        idempotencyKey: 'key-checkout-0001',
      });
    const [a, b] = await Promise.all([send('PRO_MONTHLY'), send('PRO_MONTHLY')]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    const rows = await rowsOf(accountId);
    expect(rows.payments).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);

    const other = await send('MASTER_MONTHLY');
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().errorCode).toBe(ErrorCode.IdempotencyKeyReused);
    expect((await rowsOf(accountId)).payments).toHaveLength(1);
  });

  it('answers a declined key again as declined without a second charge', async () => {
    const owner = await signedInOwner(t);
    const accountId = await accountIdOf(t, owner.form.email);
    const send = () =>
      checkoutWith(t, owner.auth, {
        planId: 'PRO_MONTHLY',
        cardNumber: CARDS.declined,
        idempotencyKey: 'key-declined-01',
      });
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([402, 402]);
    expect(second.json()).toEqual(first.json());
    expect((await rowsOf(accountId)).payments).toHaveLength(1);
  });

  it('lets a lapsed account pay, and refuses members, unknown plans and mistyped cards', async () => {
    const owner = await signedInOwner(t);
    const accountId = await accountIdOf(t, owner.form.email);
    const member = await joinedMember(t, owner.auth);
    const byMember = await checkoutWith(t, member.auth, {
      planId: 'PRO_MONTHLY',
      cardNumber: CARDS.succeeds,
    });
    expect(byMember.statusCode, byMember.body).toBe(403);
    expect(byMember.json().errorCode).toBe(ErrorCode.Forbidden);

    const unknown = await checkoutWith(t, owner.auth, { planId: 'GOLD_FOREVER', cardNumber: CARDS.succeeds });
    expect(unknown.statusCode).toBe(404);
    const mistyped = await checkoutWith(t, owner.auth, {
      planId: 'PRO_MONTHLY',
      cardNumber: '4242424242424241',
    });
    expect(mistyped.statusCode).toBe(402);
    expect(mistyped.json().errorMessage).toMatch(/card number is incorrect/);
    const notANumber = await checkoutWith(t, owner.auth, { planId: 'PRO_MONTHLY', cardNumber: 'abcd' });
    expect(notANumber.statusCode).toBe(400);

    await t.deps.db
      .update(subscriptions)
      .set({ status: 'expired', accessTill: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.businessAccountId, accountId));
    t.deps.contextCache.invalidate();
    const lapsed = await t.call({ method: 'GET', url: TeamPaths.team, headers: owner.auth });
    expect(lapsed.json().errorCode).toBe(ErrorCode.SubscriptionExpired);
    const paid = await checkoutWith(t, owner.auth, { planId: 'STARTER_MONTHLY', cardNumber: CARDS.succeeds });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: owner.auth })).statusCode,
    ).toBe(200);
  });
});
