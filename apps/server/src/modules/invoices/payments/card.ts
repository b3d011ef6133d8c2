import { type PortalCardPayment, type PortalPayRequest, PORTAL_PAY_TEXTS } from '@focal/contracts';
import { formatMoney } from '@focal/contracts/money/format';
import { todayIn } from '@focal/contracts/zoned-time';
import type { AppDeps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import { lockName } from '../../../db/advisory-lock.ts';
import { AppError } from '../../../http/app-error.ts';
import { fieldError } from '../../../http/validation.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { chargeReserved, reserveUnderLock } from '../../payment-provider/charge.ts';
import { ProviderText } from '../../payment-provider/messages.ts';
import type { ChargeOutcome, PaymentProvider } from '../../payment-provider/provider.ts';
import { lockedInvoiceIn, publicInvoice } from '../service.ts';
import { cardChargeFor } from './card-charge.ts';
import { PaymentText as T } from './messages.ts';
import { sendReceiptMail } from './receipt-mail.ts';
import * as repo from './repo.ts';
import { applyPayment } from './service.ts';

/**
 * A client pays an invoice by card from the portal, through the payment provider's three steps
 * (payment-provider/charge.ts): reserved pending under the invoice's card lock, charged with the
 * card payment's id as the provider's idempotency key and no lock held, settled once under the lock
 * (the recorded payment, method card), then the client's receipt made and mailed after the commit,
 * with no lock held (`afterSettled`). The request id makes the whole call safe to
 * send twice; a declined one is spent, and the next attempt brings a new id.
 */
export type Payer = { companyId: string; clientId: string };
/**
 * The client a card payment was made by, for what follows it after the request that made it ended
 * (Stripe's news, the sweep): a client deleted since still has the payment recorded, as nobody's
 * (a nil id no client has).
 */
export const payerOfRow = (row: repo.CardPaymentRow): Payer => ({
  companyId: row.companyId,
  clientId: row.clientId ?? '00000000-0000-0000-0000-000000000000',
});
type Deps = Pick<AppDeps, 'db' | 'files' | 'config' | 'mailer'>;
type Paid = { row: repo.CardPaymentRow; paymentId?: string };
/** The answer, and whether this call made the payment (so its consequences run once). */
export type CardPaid = { answer: PortalCardPayment; paidNow: boolean; invoiceId: string };

export const lock = (invoiceId: string) => (tx: Db) => lockName(tx, `invoice-card:${invoiceId}`);
const keyReused = () => new AppError('IdempotencyKeyReused', T.keyReusedTitle, T.keyReused);
const declined = (code: string | null) =>
  new AppError('CardDeclined', ProviderText.declinedTitle, ProviderText.declined, {
    data: { declineCode: code ?? 'card_declined' },
  });
const notPayable = () =>
  new AppError('Conflict', PORTAL_PAY_TEXTS.notPayableTitle, PORTAL_PAY_TEXTS.notPayable);

/** What the client may still pay on the invoice, checked under the lock before anything is charged. */
export async function payable(tx: Db, payer: Payer, invoiceId: string, amountMinor: number) {
  const found = await lockedInvoiceIn(tx, payer.companyId, invoiceId);
  if (!found) throw new AppError('NotFound', T.notFoundTitle, T.notFound);
  const { invoice } = found;
  // Card payments under way hold their part: three tabs paying at once cannot pay it three times.
  const held = await repo.heldByCards(tx, payer.companyId, invoiceId);
  const balance = invoice.totalMinor - invoice.paidMinor - invoice.creditedMinor - held;
  if (invoice.status === 'draft' || invoice.status === 'void' || balance <= 0) throw notPayable();
  if (amountMinor > balance)
    throw fieldError(
      'amountMinor',
      PORTAL_PAY_TEXTS.overBalance(formatMoney(balance, invoice.currency)),
      PORTAL_PAY_TEXTS.overBalanceTitle,
    );
  return found;
}

export async function answer(db: Db, payer: Payer, row: repo.CardPaymentRow): Promise<PortalCardPayment> {
  if (row.status === 'failed') throw declined(row.failureCode);
  const invoice = await publicInvoice(db, payer.companyId, row.invoiceId);
  if (invoice?.kind !== 'invoice') throw notPayable();
  return {
    id: row.id,
    status: row.status,
    amountMinor: row.amountMinor,
    totalMinor: row.amountMinor + row.surchargeMinor + row.tipMinor,
    currency: row.currency,
    invoice,
  };
}

/**
 * Step 3's callbacks: the outcome written once, and a success recorded as the invoice's payment
 * (its receipt is made after the commit: `afterSettled`).
 */
export function settleSteps(
  deps: Omit<Deps, 'db' | 'mailer'>,
  payer: Payer,
  row: repo.CardPaymentRow,
  from: repo.CardPaymentRow['status'],
) {
  return {
    lock: lock(row.invoiceId),
    record: (
      tx: Db,
      s: {
        status: 'succeeded' | 'failed' | 'requires_action';
        providerPaymentId: string;
        failureCode: string | null;
      },
    ) => repo.settleCardPayment(tx, payer.companyId, row.id, from, s),
    succeeded: async (tx: Db): Promise<Paid> => {
      const found = (await lockedInvoiceIn(tx, payer.companyId, row.invoiceId))!;
      const payment = await applyPayment(
        tx,
        payer.companyId,
        found,
        {
          requestId: row.id,
          amountMinor: row.amountMinor,
          surchargeMinor: row.surchargeMinor,
          tipMinor: row.tipMinor,
          receivedOn: todayIn(found.timeZone),
          method: 'online-card',
          reference: null,
          note: '',
        },
        null,
        { charged: true },
      );
      await repo.linkCardPayment(tx, payer.companyId, row.id, payment.id);
      return { row, paymentId: payment.id };
    },
    declined: async (): Promise<Paid> => ({ row }),
    requiresAction: async (): Promise<Paid> => ({ row }),
  };
}

/** After the settling transaction has committed: the client's receipt of a payment it recorded. */
export async function afterSettled(deps: Deps, payer: Payer, paid: Paid | null | undefined) {
  if (paid?.paymentId) await sendReceiptMail(deps, { ...payer, paymentId: paid.paymentId });
}

export async function payByCard(
  deps: Deps,
  provider: PaymentProvider,
  payer: Payer,
  invoiceId: string,
  body: PortalPayRequest,
): Promise<CardPaid> {
  const { db } = deps;
  const earlier = await repo.cardPaymentOfRequest(db, payer.companyId, body.requestId);
  if (earlier)
    return { answer: await replay(db, payer, earlier, invoiceId, body), paidNow: false, invoiceId };
  // Refused before the provider hears of the card: a paid or void invoice, more than its balance, or
  // a total the client was not shown.
  await reserveUnderLock(db, lock(invoiceId), (tx) => payable(tx, payer, invoiceId, body.amountMinor));
  const charge = await cardChargeFor(db, payer.companyId, body);
  // The card becomes the provider's payment method before anything is reserved (a bad number costs nothing).
  const card = await provider.attachCard(`cus_portal_${payer.clientId}`, body.card);
  let row: repo.CardPaymentRow;
  try {
    row = await reserveUnderLock(db, lock(invoiceId), async (tx) => {
      const found = await payable(tx, payer, invoiceId, body.amountMinor);
      return repo.insertCardPayment(tx, {
        companyId: payer.companyId,
        invoiceId,
        clientId: payer.clientId,
        requestId: body.requestId,
        currency: found.invoice.currency,
        amountMinor: charge.amountMinor,
        surchargeMinor: charge.surchargeMinor,
        tipMinor: charge.tipMinor,
        provider: provider.name,
        providerPaymentMethodId: card.providerPaymentMethodId,
      });
    });
  } catch (error) {
    // A twin of this request reserved first: answer what it did.
    const twin = isUniqueViolation(error)
      ? await repo.cardPaymentOfRequest(db, payer.companyId, body.requestId)
      : undefined;
    if (!twin) throw error;
    return { answer: await replay(db, payer, twin, invoiceId, body), paidNow: false, invoiceId };
  }
  const charged = await chargeReserved(
    db,
    provider,
    {
      customerId: `cus_portal_${payer.clientId}`,
      providerPaymentMethodId: card.providerPaymentMethodId,
      amountMinor: row.amountMinor + row.surchargeMinor + row.tipMinor,
      currency: row.currency,
      idempotencyKey: `card-payment-${row.id}`,
      offSession: false,
    },
    settleSteps(deps, payer, row, 'pending'),
  );
  if (charged.settled) await afterSettled(deps, payer, charged.result);
  const settled = (await repo.cardPaymentOfRequest(db, payer.companyId, body.requestId))!;
  return {
    answer: await answer(db, payer, settled),
    paidNow: charged.settled && settledPaid(charged.outcome),
    invoiceId,
  };
}

const settledPaid = (outcome: ChargeOutcome) => outcome.status === 'succeeded';

/**
 * The same request again answers what the first did. While the first is still with the provider
 * (pending), the twin waits for its outcome rather than guess one.
 */
async function replay(
  db: Db,
  payer: Payer,
  row: repo.CardPaymentRow,
  invoiceId: string,
  body: PortalPayRequest,
) {
  const same =
    row.invoiceId === invoiceId &&
    row.clientId === payer.clientId &&
    row.amountMinor === body.amountMinor &&
    row.tipMinor === (body.tipMinor ?? 0) &&
    row.surchargeMinor === (body.surchargeMinor ?? 0);
  if (!same) throw keyReused();
  let current = row;
  for (let waited = 0; current.status === 'pending' && waited < REPLAY_WAIT_MS; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await repo.cardPaymentOfRequest(db, payer.companyId, body.requestId))!;
  }
  if (current.status === 'pending') throw inProgress();
  return answer(db, payer, current);
}

const REPLAY_WAIT_MS = 15_000;
const inProgress = () => new AppError('Conflict', T.inProgressTitle, T.inProgress);

/** After the bank's confirmation: the provider says how the payment ended, written once. */
export async function confirmCardPayment(
  deps: Deps,
  provider: PaymentProvider,
  payer: Payer,
  id: string,
): Promise<CardPaid> {
  const { db } = deps;
  const row = await repo.cardPaymentOfClient(db, payer.companyId, payer.clientId, id);
  if (!row) throw new AppError('NotFound', T.notFoundTitle, T.notFound);
  if (row.status !== 'requires_action')
    return { answer: await answer(db, payer, row), paidNow: false, invoiceId: row.invoiceId };
  const outcome = await provider.confirmPayment(row.providerPaymentId!);
  const settlement = {
    status: outcome.status === 'declined' ? ('failed' as const) : outcome.status,
    providerPaymentId: outcome.providerPaymentId,
    failureCode: outcome.status === 'declined' ? outcome.declineCode : null,
  };
  const steps = settleSteps(deps, payer, row, 'requires_action');
  const paid = await db.transaction(async (tx) => {
    await steps.lock(tx);
    const recorded = await steps.record(tx, settlement);
    return recorded && settlement.status === 'succeeded' ? steps.succeeded(tx) : null;
  });
  await afterSettled(deps, payer, paid);
  const settled = (await repo.cardPaymentOfClient(db, payer.companyId, payer.clientId, id))!;
  return { answer: await answer(db, payer, settled), paidNow: paid !== null, invoiceId: row.invoiceId };
}
