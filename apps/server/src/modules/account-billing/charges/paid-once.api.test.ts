// engine-dependent: parallel checkouts of one plan are charged once.
import {
  ErrorCode,
  type Plan,
  PromoCodePaths,
  SANDBOX_TEST_CARDS as CARDS,
  SubscriptionPaths,
} from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import {
  subscriptionInvoices,
  subscriptionPaymentMethods,
  subscriptionPayments,
  promoCodes,
} from '../../../db/schema.ts';
import { accountIdOf, checkoutWith, promoCode } from '../../../test/factories.ts';

/** Issue 10 §6 and §8: one paid period is one charge, a code once per account, no expired card. */

const rowsOf = async (api: Api, accountId: string) => ({
  payments: await api.deps.db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.businessAccountId, accountId)),
  invoices: await api.deps.db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.businessAccountId, accountId)),
  cards: await api.deps.db
    .select()
    .from(subscriptionPaymentMethods)
    .where(eq(subscriptionPaymentMethods.businessAccountId, accountId)),
});
const redemptionsOf = async (api: Api, code: string) =>
  (await api.deps.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.redemptions;
/** A referral like the demo's FRIEND50: 50% off once. */
const friend50 = (api: Api) => promoCode(api.deps.db, { kind: 'referral', percentOff: 50, duration: 'once' });

describe('one paid period, one charge', () => {
  it('charges one of four parallel checkouts of a plan (other keys, a 50%-once code) and refuses the rest', async ({
    api,
  }) => {
    const code = await friend50(api);
    const owner = await api.signedInOwner();
    const accountId = await accountIdOf(api, owner.form.email);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        checkoutWith(api, owner.auth, {
          planId: 'PRO_MONTHLY',
          cardNumber: CARDS.succeeds,
          promoCode: code.code,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((r) => r.statusCode === 200)!.json().data).toMatchObject({ discountMinor: 1950 });
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(refused.json()).toMatchObject({
        errorCode: ErrorCode.PlanAlreadyPaid,
        errorTitle: 'Already paid',
        data: null,
      });
    const rows = await rowsOf(api, accountId);
    expect(rows.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(rows.invoices.map((i) => i.status)).toEqual(['paid']);
    expect(await redemptionsOf(api, code.code)).toBe(1);

    // The plans view now marks it paid for (no longer the trial's), and does not offer it.
    const list = await api.get(SubscriptionPaths.plans, { as: owner.auth });
    expect(list.json().data.plans.find((p: Plan) => p.planId === 'PRO_MONTHLY')).toMatchObject({
      current: true,
      trial: false,
    });
    // Later too: the paid period is not sold again; another plan is a plan change.
    const again = await checkoutWith(api, owner.auth, { planId: 'PRO_MONTHLY', cardNumber: CARDS.succeeds });
    expect(again.json().errorCode).toBe(ErrorCode.PlanAlreadyPaid);
    const upgrade = await checkoutWith(api, owner.auth, {
      planId: 'MASTER_MONTHLY',
      cardNumber: CARDS.succeeds,
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    expect((await rowsOf(api, accountId)).payments).toHaveLength(2);
  });

  it('redeems a code once per account (lookup and checkout), for every account, and gives it back when 3-D Secure fails', async ({
    api,
  }) => {
    const code = await friend50(api);
    const owner = await api.signedInOwner();
    const accountId = await accountIdOf(api, owner.form.email);
    const lookup = (auth: Record<string, string>) =>
      api.get(PromoCodePaths.lookup.replace(':code', code.code), { as: auth });
    const first = await checkoutWith(api, owner.auth, {
      planId: 'PRO_MONTHLY',
      cardNumber: CARDS.succeeds,
      promoCode: code.code,
    });
    expect(first.statusCode, first.body).toBe(200);

    const second = await checkoutWith(api, owner.auth, {
      planId: 'MASTER_MONTHLY',
      cardNumber: CARDS.succeeds,
      promoCode: code.code,
    });
    expect(second.statusCode, second.body).toBe(404);
    expect(second.json()).toMatchObject({
      errorCode: ErrorCode.PromoCodeUnknown,
      errorTitle: 'Code already used',
      errorMessage: `You have already used the code ${code.code}: it applies once per account.`,
    });
    expect((await lookup(owner.auth)).json().errorTitle).toBe('Code already used');
    expect((await rowsOf(api, accountId)).payments).toHaveLength(1);

    // Another account may use it; one whose confirmation fails keeps it.
    const other = await api.signedInOwner();
    expect((await lookup(other.auth)).statusCode).toBe(200);
    const pending = await checkoutWith(api, other.auth, {
      planId: 'PRO_MONTHLY',
      cardNumber: CARDS.requiresAction,
      promoCode: code.code,
    });
    expect(await redemptionsOf(api, code.code)).toBe(2);
    expect((await lookup(other.auth)).statusCode).toBe(404);
    await failConfirmation(api, pending.json().data.paymentIntentId);
    expect(await redemptionsOf(api, code.code)).toBe(1);
    expect((await lookup(other.auth)).statusCode).toBe(200);
  });
});

/** The card holder fails 3-D Secure: the sandbox's confirm page sends the payment failed. */
async function failConfirmation(api: Api, paymentIntentId: string) {
  const { confirmPayment } = await import('./confirm.ts');
  const { sandboxProvider } = await import('../../payment-provider/sandbox.ts');
  const [payment] = await api.deps.db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.providerPaymentId, paymentIntentId));
  const failing = {
    ...sandboxProvider,
    confirmPayment: async (id: string) => ({
      status: 'declined' as const,
      providerPaymentId: id,
      declineCode: 'authentication_required',
    }),
  };
  const scope = { businessAccountId: payment!.businessAccountId, role: 'owner' } as Parameters<
    typeof confirmPayment
  >[2];
  await expect(confirmPayment(api.deps, failing, scope, { paymentIntentId })).rejects.toMatchObject({
    code: ErrorCode.CardDeclined,
  });
}

describe('an expired card', () => {
  const now = new Date();
  const lastMonth =
    now.getUTCMonth() === 0
      ? { month: 12, year: now.getUTCFullYear() - 1 }
      : { month: now.getUTCMonth(), year: now.getUTCFullYear() };

  it('is refused as Stripe refuses it (expired_card), in 2000 or last month, and nothing is kept or charged', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const accountId = await accountIdOf(api, owner.form.email);
    for (const expiry of [{ month: 12, year: 2000 }, lastMonth]) {
      const res = await checkoutWith(api, owner.auth, {
        planId: 'PRO_MONTHLY',
        cardNumber: CARDS.succeeds,
        expiry,
      });
      expect(res.statusCode, res.body).toBe(402);
      expect(res.json()).toEqual({
        errorCode: ErrorCode.CardDeclined,
        errorTitle: 'Card declined',
        errorMessage: 'Your card has expired.',
        data: { declineCode: 'expired_card' },
      });
    }
    expect(await rowsOf(api, accountId)).toEqual({ payments: [], invoices: [], cards: [] });
    const thisMonth = { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
    const good = await checkoutWith(api, owner.auth, {
      planId: 'PRO_MONTHLY',
      cardNumber: CARDS.succeeds,
      expiry: thisMonth,
    });
    expect(good.statusCode, good.body).toBe(200);
  });
});
