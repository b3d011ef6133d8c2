import { randomUUID } from 'node:crypto';
import {
  ApiRoutes as R,
  fillPath,
  type Invoice,
  type Payment,
  type PaymentRefund,
  SANDBOX_TEST_CARDS,
} from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, vi } from 'vitest';
import { paymentRefunds } from '../../../db/schema.ts';
import { type Api, it } from '../../../test/api-test.ts';
import { client, createRecord, studio } from '../../../test/job-factories.ts';
import { loopbackMail } from '../../../test/loopback-mail.ts';
import { portalLinkIn } from '../../../test/portal-links.ts';
import { sandboxProvider } from '../../payment-provider/sandbox.ts';

const smtp = loopbackMail();
const card = { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: '123' };
type Answer = { payment: Payment; invoice: Invoice };
type Listed = Payment & { refunds: PaymentRefund[] };

afterEach(() => void vi.restoreAllMocks());

/** An invoice of 4,000.00 mailed to its client, who paid all of it by card in the portal. */
async function paidByCard(api: Api, first: string) {
  const s = await studio(api);
  const lead = await createRecord(api, s.auth, {
    clientIds: [await client(api, s.companyId, first, 'Refund')],
  });
  const content = {
    title: 'Wedding',
    lines: [{ name: 'Day', quantityThousandths: 1000, unitPriceMinor: 400000 }],
  };
  const draft = (await api.post(R.createInvoice.path, { jobId: lead.id, content }, { as: s.auth })).json()
    .data as Invoice;
  const send = await api.post(
    fillPath(R.sendInvoice.path, { id: draft.id }),
    { updatedAt: draft.updatedAt },
    { as: s.auth },
  );
  expect(send.statusCode, send.body).toBe(200);
  const { companyId, token } = portalLinkIn(
    (await smtp.waitForMail(`${first}.refund@example.com`.toLowerCase())).html,
  );
  const opened = await api.post(fillPath(R.openPortalLink.path, { companyId }), { token });
  const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
  const paid = await api.post(
    fillPath(R.payPortalInvoice.path, { companyId, id: draft.id }),
    { requestId: randomUUID(), amountMinor: 400000, card },
    { headers: { cookie } },
  );
  expect(paid.json().data, paid.body).toMatchObject({ status: 'succeeded', invoice: { status: 'paid' } });
  const listed = async () =>
    (await api.get(fillPath(R.listInvoicePayments.path, { id: draft.id }), { as: s.auth })).json().data
      .rows as Listed[];
  const [payment] = await listed();
  expect(payment).toMatchObject({ method: 'online-card', amountMinor: 400000 });
  const refund = (amountMinor: number, requestId: string = randomUUID(), of = payment!.id) =>
    api.post(
      fillPath(R.refundPayment.path, { id: of }),
      { requestId, amountMinor, refundedOn: payment!.receivedOn, reason: 'Album cancelled' },
      { as: s.auth },
    );
  return { ...s, invoiceId: draft.id, payment: payment!, listed, refund };
}

const ok = (res: Awaited<ReturnType<Api['post']>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Answer;
};

describe('refunding a card payment through the provider', () => {
  it('refunds the card once per refund, in part then in full, never past the payment; the invoice follows', async ({
    api,
  }) => {
    const c = await paidByCard(api, 'Ada');
    const calls = vi.spyOn(sandboxProvider, 'refund');

    // The same request twice at once: one refund on the card, both answered with it.
    const requestId = randomUUID();
    const [a, b] = await Promise.all([c.refund(100000, requestId), c.refund(100000, requestId)]);
    expect(ok(a).payment).toMatchObject({ refundedMinor: 100000, state: 'partially-refunded' });
    expect(ok(b).payment.refundedMinor).toBe(100000);
    expect(ok(a).invoice).toMatchObject({
      status: 'partially-paid',
      paidMinor: 300000,
      balanceMinor: 100000,
    });
    expect(calls).toHaveBeenCalledTimes(1);
    const [first] = await api.deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.requestId, requestId));
    expect(first).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^re_sbx_/) });
    expect(calls.mock.calls[0]![0]).toMatchObject({
      amountMinor: 100000,
      currency: 'USD',
      idempotencyKey: `refund-${first!.id}`,
      providerPaymentId: expect.stringMatching(/^pi_sbx_/),
    });
    // Sent again later: answered, not refunded again.
    expect(ok(await c.refund(100000, requestId)).payment.refundedMinor).toBe(100000);
    expect(calls).toHaveBeenCalledTimes(1);

    // Two refunds of 2,000.00 at once, with 3,000.00 left: one goes through, the other is refused.
    const both = await Promise.all([c.refund(200000), c.refund(200000)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(calls).toHaveBeenCalledTimes(2);

    const all = ok(await c.refund(100000));
    expect(all.payment).toMatchObject({ refundedMinor: 400000, state: 'refunded' });
    expect(all.invoice).toMatchObject({ paidMinor: 0, balanceMinor: 400000 });
    expect(calls).toHaveBeenCalledTimes(3);
    expect((await c.refund(1)).statusCode).toBe(400);
    expect(calls).toHaveBeenCalledTimes(3);
    const [listed] = await c.listed();
    expect(listed!.refunds.map((r) => [r.amountMinor, r.status])).toEqual([
      [100000, 'succeeded'],
      [200000, 'succeeded'],
      [100000, 'succeeded'],
    ]);
  });

  it('leaves a refund the provider did not answer pending (its amount held), and the same request settles it', async ({
    api,
  }) => {
    const c = await paidByCard(api, 'Bea');
    const calls = vi.spyOn(sandboxProvider, 'refund').mockRejectedValueOnce(new Error('connection reset'));
    const requestId = randomUUID();
    const lost = await c.refund(150000, requestId);
    expect([lost.statusCode, lost.json().errorTitle, lost.json().data]).toEqual([
      409,
      'Refund pending',
      { refundStatus: 'pending' },
    ]);
    const [held] = await c.listed();
    expect(held).toMatchObject({ refundedMinor: 0, state: 'paid' });
    expect(held!.refunds.map((r) => r.status)).toEqual(['pending']);
    // Held: no more than what is left besides it.
    const over = await c.refund(250001);
    expect([over.statusCode, Object.keys(over.json().data.fields)]).toEqual([400, ['amountMinor']]);

    const settled = ok(await c.refund(150000, requestId));
    expect(settled.payment.refundedMinor).toBe(150000);
    expect(settled.invoice).toMatchObject({ paidMinor: 250000, balanceMinor: 150000 });
    const keys = calls.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('marks a refund the provider refused failed, applies nothing and says why; the next refund is a new one', async ({
    api,
  }) => {
    const c = await paidByCard(api, 'Cy');
    const calls = vi
      .spyOn(sandboxProvider, 'refund')
      .mockResolvedValueOnce({ status: 'failed', providerRefundId: null, failureCode: 'charge_disputed' });
    const requestId = randomUUID();
    const refused = await c.refund(100000, requestId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorTitle: 'Refund refused',
      errorMessage:
        'The card provider refused the refund: the client has disputed this payment with their bank.',
      data: { refundStatus: 'failed', failureCode: 'charge_disputed' },
    });
    // Sent again: refused again, the provider not asked again.
    expect((await c.refund(100000, requestId)).json().errorTitle).toBe('Refund refused');
    expect(calls).toHaveBeenCalledTimes(1);
    const [listed] = await c.listed();
    expect(listed).toMatchObject({ refundedMinor: 0, refunds: [] });
    // A failed refund holds nothing: all of the payment can still go back.
    expect(ok(await c.refund(400000)).payment.state).toBe('refunded');
  });

  it('records a refund of money received by hand as before, the provider never asked', async ({ api }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, {
      clientIds: [await client(api, s.companyId, 'Dee', 'Hand')],
    });
    const content = {
      title: 'Prints',
      lines: [{ name: 'Album', quantityThousandths: 1000, unitPriceMinor: 50000 }],
    };
    const draft = (await api.post(R.createInvoice.path, { jobId: lead.id, content }, { as: s.auth })).json()
      .data as Invoice;
    await api.post(
      fillPath(R.sendInvoice.path, { id: draft.id }),
      { updatedAt: draft.updatedAt, email: false },
      { as: s.auth },
    );
    const paid = ok(
      await api.post(
        fillPath(R.recordPayment.path, { id: draft.id }),
        { requestId: randomUUID(), amountMinor: 50000, receivedOn: '2026-01-15', method: 'cash' },
        { as: s.auth },
      ),
    );
    const calls = vi.spyOn(sandboxProvider, 'refund');
    const refunded = ok(
      await api.post(
        fillPath(R.refundPayment.path, { id: paid.payment.id }),
        { requestId: randomUUID(), amountMinor: 20000, refundedOn: '2026-01-16', reason: 'Smaller album' },
        { as: s.auth },
      ),
    );
    expect(refunded.payment).toMatchObject({ refundedMinor: 20000, state: 'partially-refunded' });
    expect(refunded.invoice).toMatchObject({ paidMinor: 30000, balanceMinor: 20000 });
    expect(calls).not.toHaveBeenCalled();
    const rows = await api.deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paid.payment.id));
    expect(rows).toMatchObject([{ status: 'succeeded', providerRefundId: null }]);
  });
});
