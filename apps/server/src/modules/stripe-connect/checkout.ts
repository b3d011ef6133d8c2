import type { PortalCheckoutRequest } from '@focal/contracts';
import { shareInBasisPoints } from '@focal/contracts/payment-settings';
import { STRIPE_CONNECT_TEXTS as T } from '@focal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { reserveUnderLock } from '../payment-provider/charge.ts';
import { cardChargeFor } from '../invoices/payments/card-charge.ts';
import {
  type CardPaid,
  type Payer,
  afterSettled,
  answer,
  lock,
  payable,
  payerOfRow,
  settleSteps,
} from '../invoices/payments/card.ts';
import { PaymentText } from '../invoices/payments/messages.ts';
import { ConnectText } from './messages.ts';
import * as payments from '../invoices/payments/card-store.ts';
import { connectionOf } from './accounts.ts';
import * as repo from './repo.ts';
import { callStripe } from './stripe-calls.ts';

type Deps = Pick<AppDeps, 'db' | 'files' | 'config' | 'mailer'>;

/** Stripe's shortest Checkout Session life (30 minutes), and a minute to spare. */
const SESSION_SECONDS = 31 * 60;

const notConnected = () => new AppError('Conflict', T.notConnectedTitle, T.notConnected);

/**
 * A client pays on Stripe Checkout, on the studio's connected account (or the installation's own):
 * the card payment is reserved pending under the invoice's card lock (its amount held against the
 * balance while the page is open), then the Session is made with the card payment's id as its
 * idempotency key, so the same request again, or a retry after a lost answer, opens the same page.
 * The card is entered on Stripe's page: no number reaches Focal.
 */
export async function startCheckout(
  deps: Deps,
  payer: Payer,
  invoiceId: string,
  body: PortalCheckoutRequest,
  log: FastifyBaseLogger,
) {
  const connection = await connectionOf(deps, payer.companyId);
  if (connection.mode === 'sandbox' || !connection.clientsCanPay) throw notConnected();
  const charge = await cardChargeFor(deps.db, payer.companyId, body);
  const earlier = await payments.cardPaymentOfRequest(deps.db, payer.companyId, body.requestId);
  if (earlier) return reopen(deps, payer, invoiceId, body, earlier, log);
  let reserved: { row: payments.CardPaymentRow; number: string };
  try {
    reserved = await reserveUnderLock(deps.db, lock(invoiceId), async (tx) => {
      const found = await payable(tx, payer, invoiceId, charge.amountMinor);
      const row = await payments.insertCardPayment(tx, {
        companyId: payer.companyId,
        invoiceId,
        clientId: payer.clientId,
        requestId: body.requestId,
        currency: found.invoice.currency,
        ...charge,
        provider: 'stripe',
        stripeAccountId: connection.accountId,
      });
      return { row, number: found.invoice.number ?? '' };
    });
  } catch (error) {
    const twin = isUniqueViolation(error)
      ? await payments.cardPaymentOfRequest(deps.db, payer.companyId, body.requestId)
      : undefined;
    if (!twin) throw error;
    return reopen(deps, payer, invoiceId, body, twin, log);
  }
  return openSession(deps, reserved.row, reserved.number, log);
}

/** The same request again: the same page while it is open; a payment that ended is not reopened. */
async function reopen(
  deps: Deps,
  payer: Payer,
  invoiceId: string,
  body: PortalCheckoutRequest,
  row: payments.CardPaymentRow,
  log: FastifyBaseLogger,
) {
  const same =
    row.invoiceId === invoiceId &&
    row.clientId === payer.clientId &&
    row.provider === 'stripe' &&
    row.amountMinor === body.amountMinor &&
    row.tipMinor === (body.tipMinor ?? 0);
  if (!same) throw new AppError('IdempotencyKeyReused', PaymentText.keyReusedTitle, PaymentText.keyReused);
  if (row.status !== 'pending') throw new AppError('Conflict', ConnectText.endedTitle, ConnectText.ended);
  const invoice = (await answer(deps.db, payer, row)).invoice;
  return openSession(deps, row, invoice.number ?? '', log);
}

async function openSession(deps: Deps, row: payments.CardPaymentRow, number: string, log: FastifyBaseLogger) {
  const back = `${deps.config.publicUrl}/portal/${row.companyId}/invoices/${row.invoiceId}?checkout=${row.id}`;
  const client = row.clientId ? await repo.clientEmail(deps.db, row.companyId, row.clientId) : null;
  const line = (name: string, amount: number) => ({
    quantity: 1,
    price_data: { currency: row.currency.toLowerCase(), unit_amount: amount, product_data: { name } },
  });
  const metadata = { focalCardPaymentId: row.id, companyId: row.companyId, invoiceId: row.invoiceId };
  const fee = shareInBasisPoints(row.amountMinor, deps.config.stripeClientPayments.applicationFeeBasisPoints);
  let session: Stripe.Checkout.Session;
  try {
    session = await callStripe(deps.config, log, 'checkout.sessions.create', (stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            line(`Invoice ${number}`, row.amountMinor),
            ...(row.surchargeMinor > 0 ? [line('Card surcharge', row.surchargeMinor)] : []),
            ...(row.tipMinor > 0 ? [line('Tip', row.tipMinor)] : []),
          ],
          ...(client && { customer_email: client }),
          client_reference_id: row.id,
          metadata,
          payment_intent_data: {
            metadata,
            ...(row.stripeAccountId && fee > 0 && { application_fee_amount: fee }),
          },
          success_url: back,
          cancel_url: `${back}&cancelled=1`,
          expires_at: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
        },
        {
          idempotencyKey: `checkout-${row.id}`,
          ...(row.stripeAccountId && { stripeAccount: row.stripeAccountId }),
        },
      ),
    );
  } catch (error) {
    // No page was handed out: what it held of the balance is free again.
    await payments.settleCardPayment(deps.db, row.companyId, row.id, 'pending', {
      status: 'failed',
      providerPaymentId: null,
      failureCode: 'checkout_not_opened',
    });
    throw error;
  }
  await repo.attachSession(deps.db, row.companyId, row.id, session.id);
  return { url: session.url!, cardPaymentId: row.id };
}

type SessionNews = Pick<Stripe.Checkout.Session, 'id' | 'status' | 'payment_status'> & {
  payment_intent: string | { id: string } | null;
};

/** What a session says of its payment: paid, ended unpaid, or not yet known (still open or processing). */
function outcomeOf(session: SessionNews, failed?: string) {
  const intent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (failed)
    return { status: 'failed' as const, providerPaymentId: intent ?? session.id, failureCode: failed };
  if (session.payment_status === 'paid')
    return { status: 'succeeded' as const, providerPaymentId: intent ?? session.id, failureCode: null };
  if (session.status === 'expired')
    return { status: 'failed' as const, providerPaymentId: intent ?? session.id, failureCode: 'expired' };
  return null;
}

/**
 * Writes what Stripe says of a Checkout payment, once, whoever says it first (the webhook, or the
 * client back from Stripe's page): a paid session records the invoice's payment with its receipt,
 * one that expired or failed frees what it held. Answers whether this call recorded the payment.
 */
export async function settleCheckout(
  deps: Deps,
  row: payments.CardPaymentRow,
  session: SessionNews,
  failed?: string,
): Promise<boolean> {
  const outcome = outcomeOf(session, failed);
  if (!outcome || row.status !== 'pending') return false;
  const steps = settleSteps(deps, payerOfRow(row), row, 'pending');
  const paid = await deps.db.transaction(async (tx) => {
    await steps.lock(tx);
    const recorded = await steps.record(tx, outcome);
    return recorded && outcome.status === 'succeeded' ? steps.succeeded(tx) : null;
  });
  await afterSettled(deps, payerOfRow(row), paid);
  return paid !== null;
}

/** The client is back from Stripe's page: the payment as Stripe has it now. */
export async function confirmCheckout(
  deps: Deps,
  payer: Payer,
  row: payments.CardPaymentRow,
  log: FastifyBaseLogger,
): Promise<CardPaid> {
  let paidNow = false;
  if (row.status === 'pending' && row.checkoutSessionId) {
    paidNow = await settleCheckout(deps, row, await readSession(deps, row, log));
  }
  const now = (await payments.cardPaymentOfClient(deps.db, payer.companyId, payer.clientId, row.id))!;
  return { answer: await answer(deps.db, payer, now), paidNow, invoiceId: row.invoiceId };
}

/**
 * The client left Stripe's page without paying: the session is expired at Stripe so it can no
 * longer be paid, and what it held of the balance is free. A session paid meanwhile is recorded
 * (answers true then).
 */
export async function cancelCheckout(deps: Deps, row: payments.CardPaymentRow, log: FastifyBaseLogger) {
  if (row.status !== 'pending' || !row.checkoutSessionId) return false;
  const session = await readSession(deps, row, log);
  const ended =
    session.status === 'open'
      ? await callStripe(deps.config, log, 'checkout.sessions.expire', (stripe) =>
          stripe.checkout.sessions.expire(row.checkoutSessionId!, {}, accountOption(row)),
        )
      : session;
  return settleCheckout(deps, row, ended, ended.payment_status === 'paid' ? undefined : 'canceled');
}

const accountOption = (row: payments.CardPaymentRow) =>
  row.stripeAccountId ? { stripeAccount: row.stripeAccountId } : {};

/** The Checkout Session a card payment was opened on, as Stripe has it now (on the payment's account). */
export const readSession = (
  deps: Pick<Deps, 'config'>,
  row: payments.CardPaymentRow,
  log: FastifyBaseLogger,
) =>
  callStripe(deps.config, log, 'checkout.sessions.retrieve', (stripe) =>
    stripe.checkout.sessions.retrieve(row.checkoutSessionId!, {}, accountOption(row)),
  );
