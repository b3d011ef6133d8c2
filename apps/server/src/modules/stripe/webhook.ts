import { STRIPE_WEBHOOK_TOLERANCE_SECONDS } from '@focal/contracts';
import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { stripeClient } from './client.ts';
import { checkoutCompleted, invoiceFailed, invoicePaid, subscriptionChanged } from './events.ts';
import { StripeText } from './messages.ts';
import { recordEvent } from './repo.ts';

const signatureInvalid = () =>
  new AppError('WebhookSignatureInvalid', StripeText.signatureTitle, StripeText.signature);

/** The event a raw body and its Stripe-Signature header carry, if Stripe signed it within 300 s. */
export async function verifiedEvent(
  deps: AppDeps,
  raw: Buffer,
  header: string | string[] | undefined,
): Promise<Stripe.Event> {
  const secret = deps.config.stripeWebhookSecret;
  if (!secret || typeof header !== 'string' || !header) throw signatureInvalid();
  try {
    return (await stripeClient(deps.config)).webhooks.constructEvent(
      raw,
      header,
      secret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    throw signatureInvalid();
  }
}

/**
 * Applies one event, once: its id is recorded first, in the transaction that applies it, so a
 * redelivery (or two at once) changes nothing, and a failure leaves it for Stripe to send again.
 * Out-of-order subscription news is dropped in repo.applyInOrder. Other event types are recorded
 * and otherwise ignored.
 */
export async function handleEvent(deps: AppDeps, event: Stripe.Event) {
  const changed = await deps.db.transaction(async (tx) => {
    const fresh = await recordEvent(tx, {
      id: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
    });
    if (!fresh) return false;
    switch (event.type) {
      case 'checkout.session.completed':
        return checkoutCompleted(tx, event.data.object);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptionChanged(tx, event, event.data.object);
      case 'invoice.paid':
        return invoicePaid(tx, event, event.data.object);
      case 'invoice.payment_failed':
        return invoiceFailed(tx, event, event.data.object);
      default:
        return false;
    }
  });
  // This process sees the change now; the others hear the subscriptions trigger's NOTIFY.
  if (changed) deps.contextCache.invalidate();
}
