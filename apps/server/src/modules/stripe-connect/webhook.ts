import { STRIPE_WEBHOOK_TOLERANCE_SECONDS } from '@focal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { StripeText } from '../account-billing/stripe/messages.ts';
import { stripeClient } from '../payment-provider/stripe-client.ts';
import { stateOf } from './accounts.ts';
import { settleCheckout } from './checkout.ts';
import {
  type ConnectAccount,
  type ConnectEvent,
  type ConnectSession,
  connectEventSchema,
  connectObjectSchemas,
} from './event-schemas.ts';
import * as repo from './repo.ts';
import type { CardPaymentRow } from '../invoices/payments/card-store.ts';

const signatureInvalid = () =>
  new AppError('WebhookSignatureInvalid', StripeText.signatureTitle, StripeText.signature);

/** The client-payments endpoint's event, if Stripe signed it with that endpoint's secret within 300 s. */
export async function verifiedConnectEvent(
  deps: AppDeps,
  raw: Buffer,
  header: string | string[] | undefined,
) {
  const secret = deps.config.stripeClientPayments.webhookSecret;
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

const issuesOf = (error: z.ZodError) => error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.code}`);

/**
 * A signed event, applied once: a redelivery of an id recorded in webhook_events (the
 * subscription's table) changes nothing. An event that does not fit, or names a payment or account that is not
 * the one it came from, is acknowledged and logged by id and type, never applied.
 */
export async function receiveConnectEvent(
  deps: AppDeps,
  log: FastifyBaseLogger,
  event: unknown,
): Promise<CardPaymentRow | null> {
  const envelope = connectEventSchema.safeParse(event);
  if (!envelope.success) {
    log.warn(
      { issues: issuesOf(envelope.error) },
      'stripe client-payment event ignored: not an event Focal can read',
    );
    return null;
  }
  const { id, type } = envelope.data;
  const schema = connectObjectSchemas[type as keyof typeof connectObjectSchemas];
  if (!schema) {
    await repo.recordEvent(deps.db, { id, type, createdAt: new Date(envelope.data.created * 1000) });
    return null;
  }
  const object = schema.safeParse(envelope.data.data.object);
  if (!object.success) {
    log.warn(
      { eventId: id, type, issues: issuesOf(object.error) },
      'stripe client-payment event ignored: unexpected shape',
    );
    return null;
  }
  // Applied before its id is recorded, so a failure leaves it for Stripe to send again; applying
  // twice changes nothing (a card payment is settled only while pending), so two deliveries at once
  // record one payment.
  if (await repo.eventSeen(deps.db, id)) return null;
  const account = type === 'account.updated';
  const paid = account ? null : await sessionNews(deps, envelope.data, object.data as ConnectSession);
  const changed = account
    ? await accountUpdated(deps, envelope.data, object.data as ConnectAccount)
    : paid !== null;
  await repo.recordEvent(deps.db, { id, type, createdAt: new Date(envelope.data.created * 1000) });
  if (!changed)
    log.info({ eventId: id, type }, 'stripe client-payment event recorded, no payment or account changed');
  return paid;
}

/** A connected account's own news: its state, for the company holding it (none: nothing changes). */
async function accountUpdated(deps: AppDeps, event: ConnectEvent, account: ConnectAccount) {
  if (event.account !== account.id) return false;
  return repo.setStateOfAccount(deps.db, account.id, stateOf(account));
}

const FAILED: Partial<Record<string, string>> = {
  'checkout.session.async_payment_failed': 'async_payment_failed',
};

/**
 * A Checkout Session's news, for the card payment it was opened for, only when it came from the
 * account that payment was made on (Connect's `account`, none for the installation's own). Answers
 * the card payment when this event recorded it (what follows it is the caller's).
 */
async function sessionNews(
  deps: AppDeps,
  event: ConnectEvent,
  session: ConnectSession,
): Promise<CardPaymentRow | null> {
  const row = await repo.cardPaymentOfSession(deps.db, session.id);
  if (!row || row.provider !== 'stripe') return null;
  if ((event.account ?? null) !== row.stripeAccountId) return null;
  if (session.metadata?.focalCardPaymentId !== row.id) return null;
  return (await settleCheckout(deps, row, session, FAILED[event.type])) ? row : null;
}
