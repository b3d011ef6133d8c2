// engine-dependent: no lock is held while the provider charges (PGlite runs one connection, a server a pool).
import { type CheckoutRequest, SANDBOX_TEST_CARDS as CARDS } from '@focal/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { subscriptionInvoices, subscriptionPayments, subscriptions } from '../../../db/schema.ts';
import { accountIdOf, checkoutWith } from '../../../test/factories.ts';
import { lockBusinessAccount } from '../plans/limits.ts';
import type { ChargeInput, PaymentProvider } from '../../payment-provider/provider.ts';
import { runRenewals } from './renewals.ts';
import { sandboxProvider } from '../../payment-provider/sandbox.ts';
import { checkout } from './service.ts';

/**
 * One way to charge (charge.ts): the provider is called with no lock and no transaction held, and a
 * charge reserved before a failure is charged again with its own idempotency key, never twice.
 */

const DAY = 86_400_000;

/** Whether the account can be locked, within 3 s, from outside the request (PGlite has one connection). */
async function lockableNow(api: Api, accountId: string) {
  const lock = api.deps.db.transaction((tx) => lockBusinessAccount(tx, accountId)).then(() => true);
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 3000));
  return Promise.race([lock, timeout]);
}

/** The sandbox, watched: it records each charge's key and whether the account was free meanwhile. */
function watchedSandbox(api: Api, accountId: string, options: { failAfterCharging?: boolean } = {}) {
  const seen = { keys: [] as string[], lockable: [] as boolean[] };
  const watch = async (
    input: ChargeInput,
    charge: (i: ChargeInput) => ReturnType<PaymentProvider['chargeCheckout']>,
  ) => {
    seen.keys.push(input.idempotencyKey);
    seen.lockable.push(await lockableNow(api, accountId));
    const outcome = await charge(input);
    // The provider charged, but its answer never arrives (a dropped connection, a stopped process).
    if (options.failAfterCharging) throw new Error('connection reset');
    return outcome;
  };
  const provider: PaymentProvider = {
    ...sandboxProvider,
    chargeCheckout: (input) => watch(input, sandboxProvider.chargeCheckout),
    chargeRenewal: (input) => watch(input, sandboxProvider.chargeRenewal),
  };
  return { provider, seen };
}

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

async function ownerAccount(api: Api) {
  const owner = await api.signedInOwner();
  const accountId = await accountIdOf(api, owner.form.email);
  // What checkout reads of the scope requireCompany builds: the role and the paying account.
  const scope = { businessAccountId: accountId, role: 'owner' as const, userId: '', companyId: '' };
  return { owner, accountId, scope };
}

const checkoutBody = (idempotencyKey: string): CheckoutRequest => ({
  planId: 'PRO_MONTHLY',
  card: { number: CARDS.succeeds, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
  idempotencyKey,
});

describe('charging an invoice', () => {
  it('holds no lock while the provider charges a checkout, and the checkout still pays once', async ({
    api,
  }) => {
    const { accountId, scope } = await ownerAccount(api);
    const { provider, seen } = watchedSandbox(api, accountId);
    const result = await checkout(api.deps, provider, scope, checkoutBody(randomUUID()));
    expect(result).toMatchObject({ status: 'succeeded', planName: 'Pro' });
    expect(seen.lockable).toEqual([true]);
    const rows = await rowsOf(api, accountId);
    expect(rows.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(rows.invoices.map((i) => i.status)).toEqual(['paid']);
  });

  it('keeps a checkout charged but not settled as pending, and its retry settles it with the same key, once', async ({
    api,
  }) => {
    const { owner, accountId, scope } = await ownerAccount(api);
    const key = randomUUID();
    const failing = watchedSandbox(api, accountId, { failAfterCharging: true });
    await expect(checkout(api.deps, failing.provider, scope, checkoutBody(key))).rejects.toThrow(
      'connection reset',
    );
    const pending = await rowsOf(api, accountId);
    expect(pending.payments.map((p) => p.status)).toEqual(['pending']);
    expect(pending.invoices.map((i) => i.status)).toEqual(['open']);

    // The client sends the request again with its key: the same payment is charged with the same key.
    const watched = watchedSandbox(api, accountId);
    const again = await checkout(api.deps, watched.provider, scope, checkoutBody(key));
    expect(again).toMatchObject({ status: 'succeeded' });
    expect(watched.seen.keys).toEqual(failing.seen.keys);
    const rows = await rowsOf(api, accountId);
    expect(rows.payments.map((p) => [p.id, p.status])).toEqual([[pending.payments[0]!.id, 'succeeded']]);
    expect(rows.invoices.map((i) => i.status)).toEqual(['paid']);
    // Through the API the key answers as it did, with no new charge.
    const third = await checkoutWith(api, owner.auth, {
      planId: 'PRO_MONTHLY',
      cardNumber: CARDS.succeeds,
      idempotencyKey: key,
    });
    expect(third.statusCode, third.body).toBe(200);
    expect((await rowsOf(api, accountId)).payments).toHaveLength(1);
  });

  it('holds no lock while a renewal is charged, and a renewal left pending is charged by a later run with its key', async ({
    api,
  }) => {
    const { owner, accountId } = await ownerAccount(api);
    const paid = await checkoutWith(api, owner.auth, { planId: 'PRO_MONTHLY', cardNumber: CARDS.succeeds });
    expect(paid.statusCode, paid.body).toBe(200);
    const periodEnd = new Date(Date.now() - DAY);
    await api.deps.db
      .update(subscriptions)
      .set({ accessTill: periodEnd })
      .where(eq(subscriptions.businessAccountId, accountId));

    const failing = watchedSandbox(api, accountId, { failAfterCharging: true });
    await expect(runRenewals(api.deps.db, failing.provider)).rejects.toThrow('connection reset');
    expect(failing.seen.lockable).toEqual([true]);
    expect((await rowsOf(api, accountId)).payments.map((p) => [p.kind, p.status])).toEqual([
      ['checkout', 'succeeded'],
      ['renewal', 'pending'],
    ]);

    // A run ten minutes later finds the charge stale and charges it with its key; nothing else.
    const watched = watchedSandbox(api, accountId);
    await runRenewals(api.deps.db, watched.provider, new Date(Date.now() + 10 * 60_000));
    expect(watched.seen.keys).toEqual(failing.seen.keys);
    const rows = await rowsOf(api, accountId);
    expect(rows.payments.map((p) => [p.kind, p.status])).toEqual([
      ['checkout', 'succeeded'],
      ['renewal', 'succeeded'],
    ]);
    expect(rows.invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
    expect(rows.subscription.status).toBe('active');
    expect(rows.subscription.accessTill!.getTime()).toBeGreaterThan(periodEnd.getTime() + 27 * DAY);
    expect(rows.subscription.accessTill!.getTime()).toBeLessThan(periodEnd.getTime() + 32 * DAY);
  });
});
