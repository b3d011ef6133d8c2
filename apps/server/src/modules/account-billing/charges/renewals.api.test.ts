import {
  SubscriptionPaymentPaths,
  SANDBOX_TEST_CARDS as CARDS,
  type SubscriptionData,
  SubscriptionPaths,
} from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { subscriptionInvoices, subscriptionPayments, subscriptions } from '../../../db/schema.ts';
import { accountIdOf, checkoutWith } from '../../../test/factories.ts';
import { PAST_DUE_GRACE_DAYS } from '../subscription/lifecycle.ts';
import { paymentProviderFrom } from '../../payment-provider/providers.ts';
import { runRenewals } from './renewals.ts';
import { sandboxProvider } from '../../payment-provider/sandbox.ts';

const DAY = 86_400_000;

/** An owner who paid (and confirmed) PRO monthly with `card`, whose paid period ended `daysAgo` days ago. */
async function paidAccount(api: Api, card: string, daysAgo: number) {
  const owner = await api.signedInOwner();
  const res = await checkoutWith(api, owner.auth, { planId: 'PRO_MONTHLY', cardNumber: card });
  expect(res.statusCode, res.body).toBe(200);
  const { paymentIntentId } = res.json().data as { paymentIntentId?: string };
  if (paymentIntentId) {
    const confirmed = await api.post(
      SubscriptionPaymentPaths.confirm,
      { paymentIntentId },
      { as: owner.auth },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  const accountId = await accountIdOf(api, owner.form.email);
  const periodEnd = new Date(Date.now() - daysAgo * DAY);
  await api.deps.db
    .update(subscriptions)
    .set({ accessTill: periodEnd })
    .where(eq(subscriptions.businessAccountId, accountId));
  api.deps.contextCache.invalidate();
  return { owner, accountId, periodEnd };
}

const rowsOf = async (api: Api, accountId: string) => ({
  subscription: (
    await api.deps.db.select().from(subscriptions).where(eq(subscriptions.businessAccountId, accountId))
  )[0]!,
  invoices: await api.deps.db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.businessAccountId, accountId)),
  payments: await api.deps.db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.businessAccountId, accountId)),
});

describe('renewals', () => {
  it('charges the next period of a paid subscription whose period ended, once, and a failing card moves it to past due with COMPLETE_PAYMENT', async ({
    api,
  }) => {
    const good = await paidAccount(api, CARDS.succeeds, 1);
    const failing = await paidAccount(api, CARDS.renewalFails, 2);
    const threeDs = await paidAccount(api, CARDS.requiresAction, 0);

    const first = await runRenewals(api.deps.db, sandboxProvider);
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    expect(first.failed).toBeGreaterThanOrEqual(1);

    const renewed = await rowsOf(api, good.accountId);
    expect(renewed.subscription.status).toBe('active');
    expect(renewed.subscription.accessTill!.getTime()).toBeGreaterThan(good.periodEnd.getTime() + 27 * DAY);
    expect(renewed.subscription.accessTill!.getTime()).toBeLessThan(good.periodEnd.getTime() + 32 * DAY);
    expect(renewed.invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
    expect(renewed.payments.map((p) => [p.kind, p.status])).toEqual([
      ['checkout', 'succeeded'],
      ['renewal', 'succeeded'],
    ]);

    const lapsing = await rowsOf(api, failing.accountId);
    expect(lapsing.subscription.status).toBe('past_due');
    expect(lapsing.subscription.accessTill!.getTime()).toBe(
      failing.periodEnd.getTime() + PAST_DUE_GRACE_DAYS * DAY,
    );
    expect(lapsing.invoices.map((i) => i.status).sort()).toEqual(['open', 'paid']);
    expect(lapsing.payments.find((p) => p.kind === 'renewal')).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
    const status = await api.get(SubscriptionPaths.status, { as: failing.owner.auth });
    const data = status.json().data as SubscriptionData;
    expect(data.status).toBe('past_due');
    expect(data.actions.COMPLETE_PAYMENT).toBeDefined();

    // A card confirmed at checkout renews off-session.
    expect((await rowsOf(api, threeDs.accountId)).subscription.status).toBe('active');

    // Running again charges no one twice: every period is paid ahead or already past due.
    await runRenewals(api.deps.db, sandboxProvider);
    expect((await rowsOf(api, good.accountId)).payments).toHaveLength(2);
    expect((await rowsOf(api, failing.accountId)).payments).toHaveLength(2);

    // Completing the payment at checkout puts the account back and voids the failed renewal's invoice.
    const paid = await checkoutWith(api, failing.owner.auth, {
      planId: 'PRO_MONTHLY',
      cardNumber: CARDS.succeeds,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const back = await rowsOf(api, failing.accountId);
    expect(back.subscription.status).toBe('active');
    expect(back.invoices.map((i) => i.status).sort()).toEqual(['paid', 'paid', 'void']);
  });

  it('leaves trials and plans without a card alone', async ({ api }) => {
    const owner = await api.signedInOwner(); // a trial, never paid
    const accountId = await accountIdOf(api, owner.form.email);
    await api.deps.db
      .update(subscriptions)
      .set({ status: 'active', accessTill: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.businessAccountId, accountId));
    await runRenewals(api.deps.db, sandboxProvider);
    const rows = await rowsOf(api, accountId);
    expect(rows.payments).toHaveLength(0);
    expect(rows.subscription.status).toBe('active'); // the lifecycle job moves it to past due
  });
});

describe('the provider choice', () => {
  it('is the sandbox by default and Stripe with a Stripe key (account-billing/stripe/checkout.api.test.ts)', () => {
    expect(paymentProviderFrom({}).name).toBe('sandbox');
    expect(paymentProviderFrom({ stripeSecretKey: 'sk_test_123' }).name).toBe('stripe');
  });
});
