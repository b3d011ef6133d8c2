import {
  PaymentPaths,
  SANDBOX_TEST_CARDS as CARDS,
  type SubscriptionData,
  SubscriptionPaths,
} from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, subscriptions } from '../../db/schema.ts';
import { accountIdOf, checkoutWith, signedInOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PAST_DUE_GRACE_DAYS } from '../subscription/lifecycle.ts';
import { paymentProviderFrom } from './provider.ts';
import { runRenewals } from './renewals.ts';
import { sandboxProvider } from './sandbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** An owner who paid (and confirmed) PRO monthly with `card`, whose paid period ended `daysAgo` days ago. */
async function paidAccount(card: string, daysAgo: number) {
  const owner = await signedInOwner(t);
  const res = await checkoutWith(t, owner.auth, { planId: 'PRO_MONTHLY', cardNumber: card });
  expect(res.statusCode, res.body).toBe(200);
  const { paymentIntentId } = res.json().data as { paymentIntentId?: string };
  if (paymentIntentId) {
    const confirmed = await t.call({
      method: 'POST',
      url: PaymentPaths.confirm,
      headers: owner.auth,
      payload: { paymentIntentId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  const accountId = await accountIdOf(t, owner.form.email);
  const periodEnd = new Date(Date.now() - daysAgo * DAY);
  await t.deps.db
    .update(subscriptions)
    .set({ accessTill: periodEnd })
    .where(eq(subscriptions.businessAccountId, accountId));
  t.deps.contextCache.invalidate();
  return { owner, accountId, periodEnd };
}

const rowsOf = async (accountId: string) => ({
  subscription: (
    await t.deps.db.select().from(subscriptions).where(eq(subscriptions.businessAccountId, accountId))
  )[0]!,
  invoices: await t.deps.db.select().from(invoices).where(eq(invoices.businessAccountId, accountId)),
  payments: await t.deps.db.select().from(payments).where(eq(payments.businessAccountId, accountId)),
});

describe('renewals', () => {
  it('charges the next period of a paid subscription whose period ended, once, and a failing card moves it to past due with COMPLETE_PAYMENT', async () => {
    const good = await paidAccount(CARDS.succeeds, 1);
    const failing = await paidAccount(CARDS.renewalFails, 2);
    const threeDs = await paidAccount(CARDS.requiresAction, 0);

    const first = await runRenewals(t.deps.db, sandboxProvider);
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    expect(first.failed).toBeGreaterThanOrEqual(1);

    const renewed = await rowsOf(good.accountId);
    expect(renewed.subscription.status).toBe('active');
    expect(renewed.subscription.accessTill!.getTime()).toBeGreaterThan(good.periodEnd.getTime() + 27 * DAY);
    expect(renewed.subscription.accessTill!.getTime()).toBeLessThan(good.periodEnd.getTime() + 32 * DAY);
    expect(renewed.invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
    expect(renewed.payments.map((p) => [p.kind, p.status])).toEqual([
      ['checkout', 'succeeded'],
      ['renewal', 'succeeded'],
    ]);

    const lapsing = await rowsOf(failing.accountId);
    expect(lapsing.subscription.status).toBe('past_due');
    expect(lapsing.subscription.accessTill!.getTime()).toBe(
      failing.periodEnd.getTime() + PAST_DUE_GRACE_DAYS * DAY,
    );
    expect(lapsing.invoices.map((i) => i.status).sort()).toEqual(['open', 'paid']);
    expect(lapsing.payments.find((p) => p.kind === 'renewal')).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
    const status = await t.call({
      method: 'GET',
      url: SubscriptionPaths.status,
      headers: failing.owner.auth,
    });
    const data = status.json().data as SubscriptionData;
    expect(data.status).toBe('past_due');
    expect(data.actions.COMPLETE_PAYMENT).toBeDefined();

    // A card confirmed at checkout renews off-session.
    expect((await rowsOf(threeDs.accountId)).subscription.status).toBe('active');

    // Running again charges no one twice: every period is paid ahead or already past due.
    await runRenewals(t.deps.db, sandboxProvider);
    expect((await rowsOf(good.accountId)).payments).toHaveLength(2);
    expect((await rowsOf(failing.accountId)).payments).toHaveLength(2);

    // Completing the payment at checkout puts the account back and voids the failed renewal's invoice.
    const paid = await checkoutWith(t, failing.owner.auth, {
      planId: 'PRO_MONTHLY',
      cardNumber: CARDS.succeeds,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const back = await rowsOf(failing.accountId);
    expect(back.subscription.status).toBe('active');
    expect(back.invoices.map((i) => i.status).sort()).toEqual(['paid', 'paid', 'void']);
  });

  it('leaves trials and plans without a card alone', async () => {
    const owner = await signedInOwner(t); // a trial, never paid
    const accountId = await accountIdOf(t, owner.form.email);
    await t.deps.db
      .update(subscriptions)
      .set({ status: 'active', accessTill: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.businessAccountId, accountId));
    await runRenewals(t.deps.db, sandboxProvider);
    const rows = await rowsOf(accountId);
    expect(rows.payments).toHaveLength(0);
    expect(rows.subscription.status).toBe('active'); // the lifecycle job moves it to past due
  });
});

describe('the provider choice', () => {
  it('is the sandbox by default and Stripe with a Stripe key (modules/stripe/checkout.api.test.ts)', () => {
    expect(paymentProviderFrom({}).name).toBe('sandbox');
    expect(paymentProviderFrom({ stripeSecretKey: 'sk_test_123' }).name).toBe('stripe');
  });
});
