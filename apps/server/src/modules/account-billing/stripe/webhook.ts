import { STRIPE_WEBHOOK_TOLERANCE_SECONDS } from '@focal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { stripeClient } from '../../payment-provider/stripe-client.ts';
import { eventSchema, objectSchemas, type StripeEvent } from './event-schemas.ts';
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

/** Where a signed event does not fit: paths and codes only, never values (they may be anyone's). */
const issuesOf = (error: z.ZodError) =>
  error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.code}`);

/**
 * A signed event checked against the shapes Focal applies (event-schemas.ts). One that can never
 * apply (a field that fits no column, an account that is not ours) is acknowledged and logged by
 * id and type, so Stripe stops sending it; a 500 would have it retried for days (issue 10 §7).
 */
export async function receiveEvent(deps: AppDeps, log: FastifyBaseLogger, event: unknown) {
  const envelope = eventSchema.safeParse(event);
  if (!envelope.success) {
    log.warn({ issues: issuesOf(envelope.error) }, 'stripe event ignored: not an event Focal can read');
    return;
  }
  const { id, type } = envelope.data;
  const schema = objectSchemas[type as keyof typeof objectSchemas];
  const object = schema ? schema.safeParse(envelope.data.data.object) : null;
  if (object && !object.success) {
    log.warn({ eventId: id, type, issues: issuesOf(object.error) }, 'stripe event ignored: unexpected shape');
    return;
  }
  const applied = await handleEvent(deps, envelope.data, object?.data);
  if (!applied) log.info({ eventId: id, type }, 'stripe event recorded, nothing to change');
}

/**
 * Applies one event, once: its id is recorded first, in the transaction that applies it, so a
 * redelivery (or two at once) changes nothing, and a failure leaves it for Stripe to send again.
 * Out-of-order subscription news is dropped in the subscription module's applyInOrder. Other event types are recorded
 * and otherwise ignored.
 */
async function handleEvent(deps: AppDeps, event: StripeEvent, object: unknown) {
  const changed = await deps.db.transaction(async (tx) => {
    const fresh = await recordEvent(tx, {
      id: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
    });
    if (!fresh) return false;
    // `object` was parsed with objectSchemas[event.type], so each cast names what it holds.
    type Parsed<T extends keyof typeof objectSchemas> = z.infer<(typeof objectSchemas)[T]>;
    switch (event.type) {
      case 'checkout.session.completed':
        return checkoutCompleted(tx, object as Parsed<'checkout.session.completed'>);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptionChanged(tx, event, object as Parsed<'customer.subscription.created'>);
      case 'invoice.paid':
        return invoicePaid(tx, event, object as Parsed<'invoice.paid'>);
      case 'invoice.payment_failed':
        return invoiceFailed(tx, event, object as Parsed<'invoice.payment_failed'>);
      default:
        return false;
    }
  });
  // This process sees the change now; the others hear the subscriptions trigger's NOTIFY.
  if (changed) deps.contextCache.invalidate();
  return changed;
}
