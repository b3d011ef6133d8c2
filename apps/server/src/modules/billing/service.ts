import type {
  BillingDetails,
  BillingOverview,
  UpdatePaymentMethodRequest,
  UpdatePaymentMethodResult,
} from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { assertOwner, type CompanyScope } from '../auth/guards.ts';
import { ensureCustomer } from '../payments/customers.ts';
import { once, type StoredAnswer } from '../payments/idempotency.ts';
import { type PaymentProvider, providerNameOf } from '../payments/provider.ts';
import * as payments from '../payments/repo.ts';
import { declined, succeeded } from '../payments/service.ts';
import { planCatalogue } from '../plans/catalogue.ts';
import { lockBusinessAccount } from '../plans/limits.ts';
import { BillingText } from './messages.ts';
import * as repo from './repo.ts';

const INVOICES_SHOWN = 24;

/** GET billing: details printed on invoices, the card renewals go to, and the recent invoices. */
export async function billingOverview(deps: AppDeps, scope: CompanyScope): Promise<BillingOverview> {
  assertOwner(scope);
  return overviewOf(deps, deps.db, scope.businessAccountId);
}

async function overviewOf(deps: AppDeps, db: Db, businessAccountId: string): Promise<BillingOverview> {
  const customer = await payments.customerOf(db, businessAccountId);
  const invoices = await repo.recentInvoices(db, businessAccountId, INVOICES_SHOWN);
  return {
    details: {
      billingEmail: customer?.billingEmail ?? '',
      billingName: customer?.billingName ?? '',
      billingAddress: customer?.billingAddress ?? '',
      taxId: customer?.taxId ?? '',
    },
    card: await repo.defaultCard(db, businessAccountId),
    invoices: invoices.map((i) => ({
      number: i.number,
      planId: i.planId,
      amountMinor: i.amountMinor,
      discountMinor: i.discountMinor,
      currency: i.currency,
      status: i.status,
      periodStart: i.periodStart.toISOString(),
      periodEnd: i.periodEnd.toISOString(),
      paidAt: i.paidAt?.toISOString() ?? null,
      receiptNumber: i.receiptNumber,
      receiptUrl: i.receiptUrl,
    })),
    provider: providerNameOf(deps.config),
  };
}

/** PUT billing: the details printed on invoices; the provider's customer gets the email and name too. */
export async function updateBillingDetails(
  deps: AppDeps,
  provider: PaymentProvider,
  scope: CompanyScope,
  details: BillingDetails,
): Promise<BillingOverview> {
  assertOwner(scope);
  const { businessAccountId } = scope;
  return deps.db.transaction(async (tx) => {
    await lockBusinessAccount(tx, businessAccountId);
    const customer = await ensureCustomer(tx, provider, businessAccountId);
    const blankToNull = (value: string) => (value === '' ? null : value);
    await repo.updateBillingDetails(tx, businessAccountId, {
      billingEmail: blankToNull(details.billingEmail),
      billingName: blankToNull(details.billingName),
      billingAddress: blankToNull(details.billingAddress),
      taxId: blankToNull(details.taxId),
    });
    const owner = await payments.accountOwner(tx, businessAccountId);
    await provider.upsertCustomer({
      existingId: customer.providerCustomerId,
      email: details.billingEmail || owner.email,
      name: details.billingName || `${owner.firstName} ${owner.lastName}`,
    });
    return overviewOf(deps, tx, businessAccountId);
  });
}

type Answer = StoredAnswer<UpdatePaymentMethodResult>;

/**
 * POST payment-method: the new card becomes the one renewals are charged to. When a renewal failed
 * (past due), its open invoice is charged to the card at once: paid → active again; a card that
 * needs confirming answers its payment intent (completed through checkout/confirm, which then makes
 * it the default); a declined card answers 402 and stays saved but not the default. Once per key.
 */
export async function updatePaymentMethod(
  deps: AppDeps,
  provider: PaymentProvider,
  scope: CompanyScope,
  body: UpdatePaymentMethodRequest,
): Promise<UpdatePaymentMethodResult> {
  assertOwner(scope);
  const { businessAccountId } = scope;
  const { number, expMonth, expYear } = body.card;
  const request = { op: 'payment-method', last4: number.slice(-4), expMonth, expYear };
  const result = await once<UpdatePaymentMethodResult>(
    deps.db,
    { businessAccountId, key: body.idempotencyKey, request },
    async (tx): Promise<Answer> => {
      const customer = await ensureCustomer(tx, provider, businessAccountId);
      const saved = await provider.attachCard(customer.providerCustomerId, body.card);
      const method = await payments.insertPaymentMethod(tx, businessAccountId, provider.name, saved);
      const card = {
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
      };
      const invoice = await repo.openRenewalInvoice(tx, businessAccountId);
      if (!invoice) {
        await payments.setDefaultPaymentMethod(tx, businessAccountId, method.id);
        return { statusCode: 200, data: { card, paymentIntent: null } };
      }
      const plan = (await planCatalogue(tx)).find((p) => p.planId === invoice.planId);
      if (!plan) throw notFound(BillingText.plan);
      const outcome = await provider.chargeCheckout({
        customerId: customer.providerCustomerId,
        providerPaymentMethodId: saved.providerPaymentMethodId,
        amountMinor: invoice.amountMinor,
        currency: invoice.currency,
        idempotencyKey: `${businessAccountId}:${body.idempotencyKey}`,
      });
      await payments.insertPayment(tx, {
        businessAccountId,
        invoiceId: invoice.id,
        paymentMethodId: method.id,
        providerPaymentId: outcome.providerPaymentId,
        kind: 'renewal',
        amountMinor: invoice.amountMinor,
        currency: invoice.currency,
        status: outcome.status === 'declined' ? 'failed' : outcome.status,
        failureCode: outcome.status === 'declined' ? outcome.declineCode : null,
      });
      if (outcome.status === 'declined') return declined<UpdatePaymentMethodResult>(outcome.declineCode);
      const paymentIntent = { id: outcome.providerPaymentId, status: outcome.status };
      if (outcome.status === 'succeeded') {
        await payments.setDefaultPaymentMethod(tx, businessAccountId, method.id);
        await succeeded(tx, businessAccountId, invoice, plan, { renewal: true });
      }
      return { statusCode: 200, data: { card, paymentIntent } };
    },
  );
  deps.contextCache.invalidate();
  return result;
}
