import {
  type BillingOverview,
  BillingPaths,
  ErrorCode,
  SubscriptionPaymentPaths,
  SANDBOX_TEST_CARDS as CARDS,
  type UpdatePaymentMethodResult,
} from '@focal/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { subscriptionInvoices, subscriptionPayments, subscriptions } from '../../../db/schema.ts';
import { accountIdOf, checkoutWith, joinedMember } from '../../../test/factories.ts';
import { runRenewals } from '../charges/renewals.ts';
import { sandboxProvider } from '../../payment-provider/sandbox.ts';

const DAY = 86_400_000;
const overview = async (api: Api, auth: Record<string, string>) => {
  const res = await api.get(BillingPaths.billing, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BillingOverview;
};
const newCard = (
  api: Api,
  auth: Record<string, string>,
  number: string,
  idempotencyKey: string = randomUUID(),
) =>
  api.post(
    BillingPaths.paymentMethod,
    { card: { number, expMonth: 3, expYear: 2031, cvc: '321' }, idempotencyKey },
    { as: auth },
  );
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

/** An owner on PRO monthly whose renewal failed: past due with an open renewal invoice. */
async function pastDueOwner(api: Api) {
  const owner = await api.signedInOwner();
  const paid = await checkoutWith(api, owner.auth, { planId: 'PRO_MONTHLY', cardNumber: CARDS.renewalFails });
  expect(paid.statusCode, paid.body).toBe(200);
  const accountId = await accountIdOf(api, owner.form.email);
  await api.deps.db
    .update(subscriptions)
    .set({ accessTill: new Date(Date.now() - DAY) })
    .where(eq(subscriptions.businessAccountId, accountId));
  await runRenewals(api.deps.db, sandboxProvider);
  api.deps.contextCache.invalidate();
  const rows = await rowsOf(api, accountId);
  expect(rows.subscription.status).toBe('past_due');
  return { owner, accountId };
}

describe('billing', () => {
  it('shows an account that never paid: no details, no card, no invoices, the sandbox provider', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    expect(await overview(api, owner.auth)).toEqual({
      details: { billingEmail: '', billingName: '', billingAddress: '', taxId: '' },
      card: null,
      invoices: [],
      provider: 'sandbox',
    });
  });

  it('keeps the billing details and shows the card and the invoices newest first', async ({ api }) => {
    const owner = await api.signedInOwner();
    await checkoutWith(api, owner.auth, { planId: 'PRO_MONTHLY', cardNumber: CARDS.declined });
    const paid = await checkoutWith(api, owner.auth, {
      planId: 'MASTER_MONTHLY',
      cardNumber: CARDS.succeeds,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const details = {
      billingEmail: 'accounts@lens.test',
      billingName: 'Ada Lens Photography LLC',
      billingAddress: '1 Main Street\nSpringfield',
      taxId: 'US-123',
    };
    const put = await api.put(BillingPaths.billing, details, { as: owner.auth });
    expect(put.statusCode, put.body).toBe(200);
    const shown = await overview(api, owner.auth);
    expect(put.json().data).toEqual(shown);
    expect(shown.details).toEqual(details);
    expect(shown.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number) });
    // The declined attempt's void invoice charged nothing: it is not listed beside the paid one.
    expect(shown.invoices.map((i) => [i.planId, i.status])).toEqual([['MASTER_MONTHLY', 'paid']]);
    expect(shown.invoices[0]).toMatchObject({
      amountMinor: 6900,
      discountMinor: 0,
      currency: 'USD',
      receiptUrl: null, // the sandbox's receipt is the frame's receipt page
    });
    expect(shown.invoices[0]!.receiptNumber).toBe(paid.json().data.receiptNumber);

    const bad = await api.put(
      BillingPaths.billing,
      { ...details, billingEmail: 'not an email' },
      { as: owner.auth },
    );
    expect(bad.statusCode).toBe(400);
    const cleared = await api.put(
      BillingPaths.billing,
      { billingEmail: '', billingName: '', billingAddress: '', taxId: '' },
      { as: owner.auth },
    );
    expect(cleared.json().data.details.billingName).toBe('');
  });

  it('makes a new card the default, once per key', async ({ api }) => {
    const owner = await api.signedInOwner();
    await checkoutWith(api, owner.auth, { planId: 'PRO_MONTHLY', cardNumber: CARDS.succeeds });
    const key = randomUUID();
    const [a, b] = await Promise.all([
      newCard(api, owner.auth, '5555555555554444', key),
      newCard(api, owner.auth, '5555555555554444', key),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json().data as UpdatePaymentMethodResult).toEqual({
      card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
      paymentIntent: null,
    });
    expect((await overview(api, owner.auth)).card?.last4).toBe('4444');
    expect((await newCard(api, owner.auth, CARDS.succeeds, key)).json().errorCode).toBe(
      ErrorCode.IdempotencyKeyReused,
    );
    const rows = await rowsOf(api, await accountIdOf(api, owner.form.email));
    expect(rows.payments).toHaveLength(1); // the checkout's only
  });

  it('charges a past-due renewal invoice to the new card and puts the account back', async ({ api }) => {
    const { owner, accountId } = await pastDueOwner(api);
    const res = await newCard(api, owner.auth, CARDS.succeeds);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as UpdatePaymentMethodResult).paymentIntent).toMatchObject({
      status: 'succeeded',
    });
    const rows = await rowsOf(api, accountId);
    expect(rows.subscription.status).toBe('active');
    expect(rows.subscription.accessTill!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(rows.invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
    expect(rows.payments.filter((p) => p.kind === 'renewal').map((p) => p.status)).toEqual([
      'failed',
      'succeeded',
    ]);
    expect((await overview(api, owner.auth)).card?.last4).toBe('4242');
  });

  it('refuses a declined card with 402, leaving the invoice open and the old card the default', async ({
    api,
  }) => {
    const { owner, accountId } = await pastDueOwner(api);
    const res = await newCard(api, owner.auth, CARDS.declined);
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().errorCode).toBe(ErrorCode.CardDeclined);
    const rows = await rowsOf(api, accountId);
    expect(rows.subscription.status).toBe('past_due');
    expect(rows.invoices.map((i) => i.status).sort()).toEqual(['open', 'paid']);
    expect((await overview(api, owner.auth)).card?.last4).toBe('0341');
  });

  it('asks to confirm a 3-D Secure card; confirming pays the renewal invoice', async ({ api }) => {
    const { owner, accountId } = await pastDueOwner(api);
    const res = await newCard(api, owner.auth, CARDS.requiresAction);
    expect(res.statusCode, res.body).toBe(200);
    const intent = (res.json().data as UpdatePaymentMethodResult).paymentIntent!;
    expect(intent.status).toBe('requires_action');
    expect((await rowsOf(api, accountId)).subscription.status).toBe('past_due');
    const confirmed = await api.post(
      SubscriptionPaymentPaths.confirm,
      { paymentIntentId: intent.id },
      { as: owner.auth },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'succeeded', planName: 'Pro' });
    const rows = await rowsOf(api, accountId);
    expect(rows.subscription.status).toBe('active');
    expect(rows.invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
    expect((await overview(api, owner.auth)).card?.last4).toBe('3155');
  });

  it('is for owners only, and reaches an account whose subscription lapsed', async ({ api }) => {
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    for (const res of [
      await api.get(BillingPaths.billing, { as: member.auth }),
      await newCard(api, member.auth, CARDS.succeeds),
      await api.put(
        BillingPaths.billing,
        { billingEmail: '', billingName: 'Member', billingAddress: '', taxId: '' },
        { as: member.auth },
      ),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().errorCode).toBe(ErrorCode.Forbidden);
    }
    expect((await overview(api, owner.auth)).card).toBeNull();
    const accountId = await accountIdOf(api, owner.form.email);
    await api.deps.db
      .update(subscriptions)
      .set({ status: 'expired', accessTill: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.businessAccountId, accountId));
    api.deps.contextCache.invalidate();
    expect((await overview(api, owner.auth)).invoices).toEqual([]);
  });
});
