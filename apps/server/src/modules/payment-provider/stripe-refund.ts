import type Stripe from 'stripe';
import type { RefundInput, RefundOutcome } from './provider.ts';

/**
 * Stripe's errors that are its answer (nothing was refunded: the request was refused), as against
 * those that are no answer (a lost connection, Stripe's own failure), after which the money's fate
 * is unknown and the refund stays pending, to be sent again with the same idempotency key.
 */
const REFUSALS = new Set(['StripeCardError', 'StripeInvalidRequestError', 'StripePermissionError']);

type StripeErrorLike = { type?: string; code?: string; message?: string };

/** The connected account the payment was taken on is no longer this platform's to act on. */
const disconnected = (e: StripeErrorLike) =>
  e.type === 'StripePermissionError' || e.code === 'account_invalid';

/** A refund on Stripe, on the connected account the payment was taken on (Stripe-Account header). */
export async function stripeRefund(stripe: Stripe, input: RefundInput): Promise<RefundOutcome> {
  const { providerPaymentId, amountMinor, idempotencyKey, connectedAccountId } = input;
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: providerPaymentId, amount: amountMinor },
      { idempotencyKey, ...(connectedAccountId && { stripeAccount: connectedAccountId }) },
    );
    // A card refund is `succeeded`, or `pending` while the card network takes it (it then lands):
    // Stripe accepted it either way. Only `failed` and `canceled` gave nothing back.
    if (refund.status === 'failed' || refund.status === 'canceled')
      return {
        status: 'failed',
        providerRefundId: refund.id,
        failureCode: refund.failure_reason ?? refund.status,
      };
    return { status: 'succeeded', providerRefundId: refund.id };
  } catch (error) {
    const e = error as StripeErrorLike;
    if (e.type && REFUSALS.has(e.type))
      return {
        status: 'failed',
        providerRefundId: null,
        failureCode: disconnected(e) ? 'account_disconnected' : (e.code ?? 'refused'),
        ...(e.message && { failureMessage: e.message }),
      };
    throw error;
  }
}
