import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, fillPath, type Invoice, type Payment } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { cardPayments, paymentRefunds, payments } from '../../../db/schema.ts';
import { type Api, it } from '../../../test/api-test.ts';
import { client, createRecord, studio } from '../../../test/job-factories.ts';
import { startRecordedStripe } from '../../account-billing/stripe/fixtures/recorded-stripe.ts';

let stripe: Awaited<ReturnType<typeof startRecordedStripe>>;
// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  stripe = await startRecordedStripe();
  onCleanup(() => stripe.close());
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_51FocalRecordedAnswers',
      STRIPE_WEBHOOK_SECRET: 'whsec_focal_test_secret',
      STRIPE_API_BASE: stripe.base,
    },
  };
});

type Answer = { payment: Payment; invoice: Invoice };

/**
 * An invoice of 1,000.00 paid in full by card on the studio's connected Stripe account. The portal
 * does not take Stripe payments here yet: the payment and its card payment are written as Stripe
 * Checkout leaves them.
 */
async function paidOnStripe(api: Api, paymentIntent: string) {
  const s = await studio(api);
  const lead = await createRecord(api, s.auth, {
    clientIds: [await client(api, s.companyId, 'Eve', 'Stripe')],
  });
  const content = {
    title: 'Prints',
    lines: [{ name: 'Album', quantityThousandths: 1000, unitPriceMinor: 100000 }],
  };
  const draft = (await api.post(R.createInvoice.path, { jobId: lead.id, content }, { as: s.auth })).json()
    .data as Invoice;
  await api.post(
    fillPath(R.sendInvoice.path, { id: draft.id }),
    { updatedAt: draft.updatedAt, email: false },
    { as: s.auth },
  );
  const requestId = randomUUID();
  const paid = await api.post(
    fillPath(R.recordPayment.path, { id: draft.id }),
    { requestId, amountMinor: 100000, receivedOn: '2026-01-15', method: 'card' },
    { as: s.auth },
  );
  const payment = (paid.json().data as Answer).payment;
  const { db } = api.deps;
  await db
    .update(payments)
    .set({ method: 'online-card', recordedBy: null })
    .where(eq(payments.id, payment.id));
  await db.insert(cardPayments).values({
    companyId: s.companyId,
    invoiceId: draft.id,
    clientId: lead.clients[0]!.id,
    requestId,
    currency: 'USD',
    amountMinor: 100000,
    status: 'succeeded',
    provider: 'stripe',
    providerPaymentId: paymentIntent,
    stripeAccountId: 'acct_1StudioConnected',
    paymentId: payment.id,
  });
  const refund = (amountMinor: number) =>
    api.post(
      fillPath(R.refundPayment.path, { id: payment.id }),
      { requestId: randomUUID(), amountMinor, refundedOn: '2026-01-16', reason: 'Album cancelled' },
      { as: s.auth },
    );
  return { payment, refund };
}

describe('refunding a Stripe card payment', () => {
  it('refunds it on the connected account it was taken on, with the refund as the idempotency key', async ({
    api,
  }) => {
    const { payment, refund } = await paidOnStripe(api, 'pi_3QxFocalRecorded01');
    const res = await refund(30000);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Answer).invoice).toMatchObject({ paidMinor: 70000, balanceMinor: 30000 });

    const [call] = stripe.to('/v1/refunds');
    const [row] = await api.deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: 're_3QxFocalRecorded01' });
    expect(call!.form).toEqual({ payment_intent: 'pi_3QxFocalRecorded01', amount: '30000' });
    expect(call!.headers['stripe-account']).toBe('acct_1StudioConnected');
    expect(call!.headers['idempotency-key']).toBe(`refund-${row!.id}`);
  });

  it('says in clear words why Stripe refused, and applies nothing', async ({ api }) => {
    const { payment, refund } = await paidOnStripe(api, 'pi_disputed_3QxFocal02');
    const res = await refund(100000);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorTitle: 'Refund refused',
      errorMessage:
        'The card provider refused the refund: the client has disputed this payment with their bank.',
      data: { refundStatus: 'failed', failureCode: 'charge_disputed' },
    });
    expect(stripe.to('/v1/refunds')).toHaveLength(2);
    const [row] = await api.deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'charge_disputed' });
    const [after] = await api.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.refundedMinor).toBe(0);
  });
});
