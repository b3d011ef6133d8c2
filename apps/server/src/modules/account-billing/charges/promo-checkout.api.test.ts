// engine-dependent: parallel checkouts race for the last redemption of a code.
import {
  type CheckoutResult,
  ErrorCode,
  SubscriptionPaymentPaths,
  SANDBOX_TEST_CARDS as CARDS,
} from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import {
  subscriptionInvoices,
  subscriptionPaymentMethods,
  subscriptionPayments,
  promoCodes,
  subscriptions,
} from '../../../db/schema.ts';
import { accountIdOf, checkoutWith, promoCode } from '../../../test/factories.ts';
import { runRenewals } from './renewals.ts';
import { sandboxProvider } from '../../payment-provider/sandbox.ts';

const DAY = 86_400_000;
const PRO_MONTHLY = 3900; // the seeded catalogue's price

const rowsOf = async (api: Api, accountId: string) => ({
  payments: await api.deps.db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.businessAccountId, accountId)),
  invoices: (
    await api.deps.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.businessAccountId, accountId))
  ).sort((a, b) => a.number.localeCompare(b.number)),
  subscription: (
    await api.deps.db.select().from(subscriptions).where(eq(subscriptions.businessAccountId, accountId))
  )[0]!,
  cards: await api.deps.db
    .select()
    .from(subscriptionPaymentMethods)
    .where(eq(subscriptionPaymentMethods.businessAccountId, accountId)),
});
const redemptionsOf = async (api: Api, code: string) =>
  (await api.deps.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.redemptions;

/** An owner who paid PRO monthly with a code; the raw answer and the account. */
async function paidWith(api: Api, code: string, card: string = CARDS.succeeds) {
  const owner = await api.signedInOwner();
  const res = await checkoutWith(api, owner.auth, {
    planId: 'PRO_MONTHLY',
    cardNumber: card,
    promoCode: code,
  });
  return { owner, res, accountId: await accountIdOf(api, owner.form.email) };
}

/** Moves the paid period's end into the past and runs the renewals job once. */
async function renewNow(api: Api, accountId: string) {
  await api.deps.db
    .update(subscriptions)
    .set({ accessTill: new Date(Date.now() - DAY) })
    .where(eq(subscriptions.businessAccountId, accountId));
  await runRenewals(api.deps.db, sandboxProvider);
  return rowsOf(api, accountId);
}

describe('checkout with a promo code', () => {
  it('takes 20% off the first three payments of a repeating code, then charges the full price', async ({
    api,
  }) => {
    const code = await promoCode(api.deps.db, {
      percentOff: 20,
      duration: 'repeating',
      durationInPeriods: 3,
    });
    const { res, accountId } = await paidWith(api, code.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'succeeded', amountMinor: 3120, discountMinor: 780 });
    let rows = await rowsOf(api, accountId);
    expect(rows.invoices[0]).toMatchObject({ amountMinor: 3120, discountMinor: 780, promoCode: code.code });
    expect(rows.payments.map((p) => p.amountMinor)).toEqual([3120]);
    expect(rows.subscription).toMatchObject({ promoCode: code.code, promoPeriodsLeft: 2 });
    expect(await redemptionsOf(api, code.code)).toBe(1);

    rows = await renewNow(api, accountId);
    expect(rows.invoices.map((i) => i.amountMinor)).toEqual([3120, 3120]);
    expect(rows.subscription.promoPeriodsLeft).toBe(1);
    rows = await renewNow(api, accountId);
    expect(rows.subscription.promoPeriodsLeft).toBe(0);
    rows = await renewNow(api, accountId);
    expect(rows.invoices.map((i) => [i.amountMinor, i.discountMinor])).toEqual([
      [3120, 780],
      [3120, 780],
      [3120, 780],
      [PRO_MONTHLY, 0],
    ]);
    expect(rows.payments.map((p) => p.amountMinor)).toEqual([3120, 3120, 3120, PRO_MONTHLY]);
    expect(rows.subscription.status).toBe('active');
  });

  it('takes $10 off the first payment only, and 50% off every payment of a forever code', async ({ api }) => {
    const tenOff = await promoCode(api.deps.db, { amountOffMinor: 1000, currency: 'USD', duration: 'once' });
    const once = await paidWith(api, tenOff.code);
    expect(once.res.json().data).toMatchObject({ amountMinor: 2900, discountMinor: 1000 });
    expect((await rowsOf(api, once.accountId)).subscription.promoPeriodsLeft).toBe(0);
    const onceRenewed = await renewNow(api, once.accountId);
    expect(onceRenewed.invoices.map((i) => i.amountMinor)).toEqual([2900, PRO_MONTHLY]);

    const half = await promoCode(api.deps.db, { kind: 'referral', percentOff: 50, duration: 'forever' });
    const forever = await paidWith(api, half.code);
    expect(forever.res.json().data).toMatchObject({ amountMinor: 1950, discountMinor: 1950 });
    expect((await rowsOf(api, forever.accountId)).subscription).toMatchObject({
      promoCode: half.code,
      promoPeriodsLeft: null,
    });
    await renewNow(api, forever.accountId);
    const renewed = await renewNow(api, forever.accountId);
    expect(renewed.invoices.map((i) => i.amountMinor)).toEqual([1950, 1950, 1950]);
    expect(renewed.subscription.promoPeriodsLeft).toBeNull();
  });

  it('pays a fully discounted invoice without charging the card, and keeps the card for renewals', async ({
    api,
  }) => {
    const free = await promoCode(api.deps.db, { percentOff: 100, duration: 'once' });
    const { res, accountId } = await paidWith(api, free.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'succeeded',
      amountMinor: 0,
      discountMinor: PRO_MONTHLY,
    });
    const rows = await rowsOf(api, accountId);
    expect(rows.payments).toHaveLength(0);
    expect(rows.invoices.map((i) => [i.status, i.amountMinor])).toEqual([['paid', 0]]);
    expect(rows.subscription).toMatchObject({ status: 'active', planTier: 'PRO' });
    expect(rows.cards).toHaveLength(1);
    const renewed = await renewNow(api, accountId);
    expect(renewed.payments.map((p) => [p.kind, p.amountMinor])).toEqual([['renewal', PRO_MONTHLY]]);
  });

  it('refuses an unknown, an expired or a foreign-currency code and charges nothing', async ({ api }) => {
    const expired = await promoCode(api.deps.db, { expiresAt: new Date('2025-03-31T00:00:00Z') });
    const euros = await promoCode(api.deps.db, { amountOffMinor: 500, currency: 'EUR' });
    const answers = [
      { code: 'NOPE123', status: 404, errorCode: ErrorCode.PromoCodeUnknown },
      { code: expired.code, status: 410, errorCode: ErrorCode.PromoCodeExpired },
      { code: euros.code, status: 404, errorCode: ErrorCode.PromoCodeUnknown },
    ];
    for (const expected of answers) {
      const { res, accountId } = await paidWith(api, expected.code);
      expect(res.statusCode, res.body).toBe(expected.status);
      expect(res.json().errorCode).toBe(expected.errorCode);
      const rows = await rowsOf(api, accountId);
      expect(rows.payments).toHaveLength(0);
      expect(rows.invoices).toHaveLength(0);
      expect(rows.cards).toHaveLength(0);
      expect(rows.subscription.status).toBe('trialing');
    }
    expect(await redemptionsOf(api, euros.code)).toBe(0);
  });

  it('keys the code into the idempotency key: the same key with another code is refused', async ({ api }) => {
    const code = await promoCode(api.deps.db);
    const owner = await api.signedInOwner();
    const send = (promo?: string) =>
      checkoutWith(api, owner.auth, {
        planId: 'PRO_MONTHLY',
        cardNumber: CARDS.succeeds,
        idempotencyKey: 'key-promo-0001',
        ...(promo ? { promoCode: promo } : {}),
      });
    const first = await send(code.code);
    expect(first.statusCode, first.body).toBe(200);
    expect((await send(code.code.toLowerCase())).json()).toEqual(first.json());
    expect((await send()).json().errorCode).toBe(ErrorCode.IdempotencyKeyReused);
    expect(await redemptionsOf(api, code.code)).toBe(1);
  });

  it('lets exactly one of five parallel checkouts redeem a code with one redemption left', async ({
    api,
  }) => {
    const code = await promoCode(api.deps.db, { maxRedemptions: 3, redemptions: 2 });
    const owners = await Promise.all(Array.from({ length: 5 }, () => api.signedInOwner()));
    const answers = await Promise.all(
      owners.map((o) =>
        checkoutWith(api, o.auth, {
          planId: 'PRO_MONTHLY',
          cardNumber: CARDS.succeeds,
          promoCode: code.code,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    const winner = answers.find((r) => r.statusCode === 200)!;
    expect((winner.json().data as Extract<CheckoutResult, { status: 'succeeded' }>).discountMinor).toBe(780);
    expect(await redemptionsOf(api, code.code)).toBe(3);
  });

  it('redeems nothing for a declined card, and starts the code when a confirmed payment completes', async ({
    api,
  }) => {
    const code = await promoCode(api.deps.db, {
      percentOff: 10,
      duration: 'repeating',
      durationInPeriods: 2,
    });
    const refused = await paidWith(api, code.code, CARDS.declined);
    expect(refused.res.statusCode).toBe(402);
    expect(await redemptionsOf(api, code.code)).toBe(0);

    const pending = await paidWith(api, code.code, CARDS.requiresAction);
    const { paymentIntentId } = pending.res.json().data as { paymentIntentId: string };
    expect((await rowsOf(api, pending.accountId)).subscription.promoCode).toBeNull();
    const confirmed = await api.post(
      SubscriptionPaymentPaths.confirm,
      { paymentIntentId },
      { as: pending.owner.auth },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ amountMinor: 3510, discountMinor: 390 });
    expect((await rowsOf(api, pending.accountId)).subscription).toMatchObject({
      promoCode: code.code,
      promoPeriodsLeft: 1,
    });
    expect(await redemptionsOf(api, code.code)).toBe(1);
  });
});
