import type { CheckoutRequest, CheckoutResult } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { assertOwner, type CompanyScope } from '../../auth/guards.ts';
import { type CataloguePlan, planCatalogue } from '../plans/catalogue.ts';
import { discountFor, normalisePromoCode, redeem, resolvePromoCode } from '../promo-codes/resolve.ts';
import { reserveCharge } from './charge.ts';
import { chargeOnce } from './charge-once.ts';
import { ensureCustomer } from './customers.ts';
import { type Answer, openInvoice, succeeded } from './invoices.ts';
import { PaymentText } from './messages.ts';
import type { PaymentProvider, SavedCard } from '../../payment-provider/provider.ts';
import * as repo from './repo.ts';
import type { SubscriptionPaymentRow } from './repo.ts';
import { subscriptionRow } from '../subscription/service.ts';

async function planFor(db: Db, planId: string): Promise<CataloguePlan> {
  const plan = (await planCatalogue(db)).find((p) => p.planId === planId && p.active);
  if (!plan) throw notFound(PaymentText.plan);
  return plan;
}

/**
 * A checkout of the plan the account has paid for, while its paid period runs, is refused: it
 * would charge the same period twice. A trial of the plan (not paid) and a past-due one (its
 * period unpaid) may buy it; another plan is a plan change.
 */
async function refuseIfPaid(tx: Db, businessAccountId: string, plan: CataloguePlan, now = new Date()) {
  const current = await subscriptionRow(tx, businessAccountId);
  const paid =
    current?.status === 'active' &&
    current.planTier === plan.tier &&
    current.billingPeriod === plan.billingPeriod &&
    (current.accessTill?.getTime() ?? 0) > now.getTime();
  if (paid)
    throw new AppError('PlanAlreadyPaid', PaymentText.alreadyPaidTitle, PaymentText.alreadyPaid(plan.name));
}

/**
 * POST checkout: saves the card, invoices the plan's first period (less a promo code) and charges
 * it, once per key, in the steps of charge.ts: the card is saved with no lock held, the invoice and
 * its pending payment are reserved under the account lock, the provider is charged outside it.
 */
export async function checkout(
  deps: AppDeps,
  provider: PaymentProvider,
  scope: CompanyScope,
  body: CheckoutRequest,
) {
  assertOwner(scope);
  const plan = await planFor(deps.db, body.planId);
  const { businessAccountId } = scope;
  // The hash keeps no card number: last4 and expiry tell a changed card apart well enough.
  const { number, expMonth, expYear } = body.card;
  const promoCode = body.promoCode ? normalisePromoCode(body.promoCode) : null;
  const request = { planId: body.planId, last4: number.slice(-4), expMonth, expYear, promoCode };
  const result = await chargeOnce<CheckoutResult, Prepared>(
    deps.db,
    provider,
    { businessAccountId, key: body.idempotencyKey, request },
    {
      prepare: async () => {
        // Refusals that need no card come first, as they did when all of this ran under the lock.
        await refuseIfPaid(deps.db, businessAccountId, plan);
        if (promoCode) {
          await resolvePromoCode(deps.db, promoCode, new Date(), { account: businessAccountId }).catch(
            async (error: unknown) => {
              // A parallel checkout (another tab) may hold the code while its charge is in flight:
              // then the lock decides (the period it pays is refused as paid), not the code. The
              // pending payment is read first: one that settles between the two reads has made the
              // plan paid in the same commit, so the second read refuses it as paid. (Read the
              // other way round, a charge settling in between answered 404 "code used" instead.)
              if (await repo.pendingPaymentOf(deps.db, businessAccountId)) return;
              await refuseIfPaid(deps.db, businessAccountId, plan);
              throw error;
            },
          );
        }
        const customer = await ensureCustomer(deps.db, provider, businessAccountId);
        const card = await provider.attachCard(customer.providerCustomerId, body.card);
        return { customer, card, provider: provider.name };
      },
      reserve: (tx, prepared) =>
        reserveCheckout(tx, { businessAccountId, plan, promoCode, prepared, key: body.idempotencyKey }),
    },
  );
  // This process sees the new plan now; other processes hear the subscriptions trigger's NOTIFY.
  deps.contextCache.invalidate();
  return result;
}

type Prepared = { customer: { id: string }; card: SavedCard; provider: string };

async function reserveCheckout(
  tx: Db,
  input: {
    businessAccountId: string;
    plan: CataloguePlan;
    promoCode: string | null;
    prepared: Prepared;
    key: string;
  },
): Promise<Answer | SubscriptionPaymentRow> {
  const { businessAccountId, plan, promoCode, prepared } = input;
  // Under the account lock: of parallel checkouts with other keys, the first pays the period and
  // the others find it paid (one paid period is one charge).
  await refuseIfPaid(tx, businessAccountId, plan);
  // Before anything reaches the provider: an unknown, expired or already redeemed code charges
  // nothing. The row stays locked to the end, so max_redemptions holds under parallel checkouts;
  // the code is redeemed now and given back if the card is declined.
  const promo = promoCode
    ? await resolvePromoCode(tx, promoCode, new Date(), { lock: true, account: businessAccountId })
    : null;
  const discount = promo
    ? { code: promo.code, discountMinor: discountFor(promo, plan.priceMinor, plan.currency) }
    : undefined;
  const method = await repo.insertPaymentMethod(tx, businessAccountId, prepared.provider, prepared.card);
  const invoice = await openInvoice(tx, {
    businessAccountId,
    customerId: prepared.customer.id,
    plan,
    start: new Date(),
    discount,
  });
  if (promo) await redeem(tx, promo.code, businessAccountId);
  if (invoice.amountMinor === 0) {
    // Nothing to charge (a 100% code): the invoice is paid as it stands; the card is kept for renewals.
    await repo.setDefaultPaymentMethod(tx, businessAccountId, method.id);
    return succeeded(tx, businessAccountId, invoice, plan);
  }
  return reserveCharge(tx, {
    businessAccountId,
    invoice,
    paymentMethodId: method.id,
    kind: 'checkout',
    idempotencyKey: `${businessAccountId}:${input.key}`,
  });
}
