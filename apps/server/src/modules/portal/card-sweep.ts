import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { safeError } from '../../http/logging.ts';
import type { Queue } from '../../queue/queue.ts';
import { afterSettled, payerOfRow, settleSteps } from '../invoices/payments/card.ts';
import * as payments from '../invoices/payments/card-store.ts';
import { sendReceiptMail } from '../invoices/payments/receipt-mail.ts';
import { chargeReserved } from '../payment-provider/charge.ts';
import { sandboxProvider } from '../payment-provider/sandbox.ts';
import { readSession, settleCheckout } from '../stripe-connect/checkout.ts';
import { afterCardPayment } from './service.ts';

export const CARD_PAYMENTS_SWEEP = 'card-payments-sweep';
/** Every ten minutes: a stuck payment is settled well before anyone would chase it. */
const CARD_PAYMENTS_SWEEP_CRON = '*/10 * * * *';
const BATCH = 100;

type Deps = Pick<AppDeps, 'db' | 'files' | 'config' | 'mailer'>;
type Row = payments.CardPaymentRow;

/**
 * Card payments that never heard how they ended are asked again, so no money is lost and nothing
 * stays held: a sandbox charge left pending (its process stopped) is charged again with its own
 * idempotency key, which answers the first charge; a Stripe page past its expiry is read from
 * Stripe (paid: recorded; else failed, its hold freed); a bank step unconfirmed for an hour failed.
 * Then the receipts never mailed (`sendMissingReceipts`).
 * Each one apart: one that fails is logged and tried at the next run.
 */
export async function settleStuckCardPayments(deps: Deps, log: FastifyBaseLogger) {
  const stuck = await payments.stuckCardPayments(deps.db, BATCH);
  let recorded = 0;
  for (const row of stuck) {
    try {
      if (await settleStuck(deps, row, log)) {
        recorded += 1;
        await afterCardPayment(deps as AppDeps, row, log);
      }
    } catch (err) {
      log.warn({ err, cardPaymentId: row.id }, 'a stuck card payment stays for the next sweep');
    }
  }
  return { seen: stuck.length, recorded };
}

/**
 * Receipts a process stopped before mailing (a receipt is made after its payment's commit): each
 * queued once (its mail's idempotency key is the payment's), recorded as done with its mail.
 */
export async function sendMissingReceipts(deps: Deps) {
  const missing = await payments.receiptsMissing(deps.db, BATCH);
  for (const row of missing) await sendReceiptMail(deps, { ...payerOfRow(row), paymentId: row.paymentId! });
  return missing.length;
}

async function settleStuck(deps: Deps, row: Row, log: FastifyBaseLogger): Promise<boolean> {
  if (row.status === 'requires_action') {
    await payments.settleCardPayment(deps.db, row.companyId, row.id, 'requires_action', {
      status: 'failed',
      providerPaymentId: row.providerPaymentId,
      failureCode: 'not_confirmed',
    });
    return false;
  }
  if (row.provider === 'stripe') {
    if (!row.checkoutSessionId) {
      // No page was ever handed out: nothing could have been paid.
      await payments.settleCardPayment(deps.db, row.companyId, row.id, 'pending', {
        status: 'failed',
        providerPaymentId: null,
        failureCode: 'checkout_not_opened',
      });
      return false;
    }
    return settleCheckout(deps, row, await readSession(deps, row, log));
  }
  const charged = await chargeReserved(
    deps.db,
    sandboxProvider,
    {
      customerId: `cus_portal_${row.clientId}`,
      providerPaymentMethodId: row.providerPaymentMethodId!,
      amountMinor: row.amountMinor + row.surchargeMinor + row.tipMinor,
      currency: row.currency,
      idempotencyKey: `card-payment-${row.id}`,
      offSession: false,
    },
    settleSteps(deps, payerOfRow(row), row, 'pending'),
  );
  if (charged.settled) await afterSettled(deps, payerOfRow(row), charged.result);
  return charged.settled && charged.outcome.status === 'succeeded';
}

/** The worker's log: the console, as the other workers', errors reduced to what is safe to print. */
const workerLog = {
  info: () => undefined,
  warn: (details: { err?: unknown }, message: string) =>
    console.warn(message, { ...details, ...(details.err ? { err: safeError(details.err) } : {}) }),
  error: (details: { err?: unknown }, message: string) =>
    console.error(message, { ...details, ...(details.err ? { err: safeError(details.err) } : {}) }),
} as unknown as FastifyBaseLogger;

export async function startCardSweep(deps: AppDeps & { queue: Queue }) {
  await deps.queue.schedule(CARD_PAYMENTS_SWEEP, CARD_PAYMENTS_SWEEP_CRON);
  await deps.queue.work(CARD_PAYMENTS_SWEEP, async () => {
    await settleStuckCardPayments(deps, workerLog);
    await sendMissingReceipts(deps);
  });
}
