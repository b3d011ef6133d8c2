import type {
  BillingDetails,
  BillingOverview,
  UpdatePaymentMethodRequest,
  UpdatePaymentMethodResult,
} from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../http/app-error.ts';
import { assertOwner, type CompanyScope } from '../../auth/guards.ts';
import { reserveCharge } from '../charges/charge.ts';
import { chargeOnce } from '../charges/charge-once.ts';
import { accountOwner, customerOf, ensureCustomer, makeDefaultCard, saveCard } from '../charges/customers.ts';
import { type PaymentProvider, providerNameOf, type SavedCard } from '../../payment-provider/provider.ts';
import { planCatalogue } from '../plans/catalogue.ts';
import { BillingText } from './messages.ts';
import * as repo from '../charges/records.ts';

const INVOICES_SHOWN = 24;

/** GET billing: details printed on invoices, the card renewals go to, and the recent invoices. */
export async function billingOverview(deps: AppDeps, scope: CompanyScope): Promise<BillingOverview> {
  assertOwner(scope);
  return overviewOf(deps, deps.db, scope.businessAccountId);
}

async function overviewOf(deps: AppDeps, db: Db, businessAccountId: string): Promise<BillingOverview> {
  const customer = await customerOf(db, businessAccountId);
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
  const customer = await ensureCustomer(deps.db, provider, businessAccountId);
  const blankToNull = (value: string) => (value === '' ? null : value);
  await repo.updateBillingDetails(deps.db, businessAccountId, {
    billingEmail: blankToNull(details.billingEmail),
    billingName: blankToNull(details.billingName),
    billingAddress: blankToNull(details.billingAddress),
    taxId: blankToNull(details.taxId),
  });
  // After the save, with no lock held: the provider hears the details the account now has.
  const owner = await accountOwner(deps.db, businessAccountId);
  await provider.upsertCustomer({
    existingId: customer.providerCustomerId,
    email: details.billingEmail || owner.email,
    name: details.billingName || `${owner.firstName} ${owner.lastName}`,
  });
  return overviewOf(deps, deps.db, businessAccountId);
}

/**
 * POST payment-method: the new card becomes the one renewals are charged to. When a renewal failed
 * (past due), its open invoice is charged to the card at once (charge.ts): paid → active again; a
 * card that needs confirming answers its payment intent (completed through checkout/confirm, which
 * then makes it the default); a declined card answers 402 and stays saved but not the default.
 * Once per key.
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
  const result = await chargeOnce<UpdatePaymentMethodResult, SavedCard>(
    deps.db,
    provider,
    { businessAccountId, key: body.idempotencyKey, request },
    {
      prepare: async () => {
        const customer = await ensureCustomer(deps.db, provider, businessAccountId);
        return provider.attachCard(customer.providerCustomerId, body.card);
      },
      reserve: async (tx, saved) => {
        const method = await saveCard(tx, businessAccountId, provider.name, saved);
        const invoice = await repo.openRenewalInvoice(tx, businessAccountId);
        if (!invoice) {
          await makeDefaultCard(tx, businessAccountId, method.id);
          const { brand, last4, expMonth, expYear } = saved;
          return {
            statusCode: 200,
            data: { card: { brand, last4, expMonth, expYear }, paymentIntent: null },
          };
        }
        if (!(await planCatalogue(tx)).some((p) => p.planId === invoice.planId))
          throw notFound(BillingText.plan);
        return reserveCharge(tx, {
          businessAccountId,
          invoice,
          paymentMethodId: method.id,
          kind: 'renewal',
          idempotencyKey: `${businessAccountId}:${body.idempotencyKey}`,
        });
      },
    },
  );
  deps.contextCache.invalidate();
  return result;
}
