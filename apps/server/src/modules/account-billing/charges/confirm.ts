import type { ConfirmSubscriptionPaymentRequest } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import type { SubscriptionInvoiceRow } from './repo.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../http/app-error.ts';
import { assertOwner, type CompanyScope } from '../../auth/guards.ts';
import { type CataloguePlan, planCatalogue } from '../plans/catalogue.ts';
import { lockBusinessAccount } from '../plans/limits.ts';
import { release } from '../promo-codes/resolve.ts';
import { subscriptionData } from '../subscription/builder.ts';
import { unwrap } from './idempotency.ts';
import { PaymentText } from './messages.ts';
import type { PaymentProvider } from '../../payment-provider/provider.ts';
import * as repo from './repo.ts';
import { type Answer, declined, receiptNumberOf, succeeded } from './invoices.ts';
import { subscriptionRow } from '../subscription/service.ts';

type Invoice = SubscriptionInvoiceRow;

/**
 * POST checkout/confirm: completes a payment that needed the card holder's confirmation: a
 * checkout's, or a past-due renewal invoice's charged to a new card (billing's payment method).
 */
export async function confirmPayment(
  deps: AppDeps,
  provider: PaymentProvider,
  scope: CompanyScope,
  body: ConfirmSubscriptionPaymentRequest,
) {
  assertOwner(scope);
  const { businessAccountId } = scope;
  const answer = await deps.db.transaction(async (tx): Promise<Answer> => {
    await lockBusinessAccount(tx, businessAccountId);
    const found = await repo.paymentByProviderId(tx, businessAccountId, body.paymentIntentId);
    if (!found) throw notFound(PaymentText.payment);
    const { payment, invoice } = found;
    const plan = (await planCatalogue(tx)).find((p) => p.planId === invoice.planId);
    if (!plan) throw notFound(PaymentText.plan);
    if (payment.status === 'failed' || payment.status === 'canceled')
      return declined(payment.failureCode ?? 'card_declined');
    if (payment.status === 'succeeded') return answerAgain(tx, businessAccountId, invoice, plan);
    const outcome = await provider.confirmPayment(body.paymentIntentId);
    if (outcome.status !== 'succeeded') {
      await repo.setPaymentStatus(tx, payment.id, 'failed');
      // A renewal's invoice stays open: the past-due account still owes it and may try another card.
      if (payment.kind !== 'renewal') {
        await repo.updateInvoice(tx, businessAccountId, invoice.id, { status: 'void' });
        // The code it held is the account's to use again: nothing was paid with it.
        if (invoice.promoCode) await release(tx, invoice.promoCode, businessAccountId);
      }
      return declined(outcome.status === 'declined' ? outcome.declineCode : 'card_declined');
    }
    await repo.setPaymentStatus(tx, payment.id, 'succeeded');
    if (payment.paymentMethodId)
      await repo.setDefaultPaymentMethod(tx, businessAccountId, payment.paymentMethodId);
    return succeeded(tx, businessAccountId, invoice, plan, { renewal: payment.kind === 'renewal' });
  });
  deps.contextCache.invalidate();
  return unwrap(answer);
}

/** A confirmation sent twice: the first one's answer, with the subscription as it is now. */
async function answerAgain(
  tx: Db,
  businessAccountId: string,
  invoice: Invoice,
  plan: CataloguePlan,
): Promise<Answer> {
  const subscription = await subscriptionRow(tx, businessAccountId);
  return {
    statusCode: 200,
    data: {
      status: 'succeeded',
      planName: plan.name,
      amountMinor: invoice.amountMinor,
      discountMinor: invoice.discountMinor,
      invoiceNumber: invoice.number,
      receiptNumber: invoice.receiptNumber ?? receiptNumberOf(invoice),
      subscription: subscriptionData(subscription, await planCatalogue(tx)),
    },
  };
}
