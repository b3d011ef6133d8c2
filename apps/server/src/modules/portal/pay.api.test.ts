import { randomUUID } from 'node:crypto';
import {
  ApiRoutes as R,
  fillPath,
  type Invoice,
  PORTAL_PREVIEW_CLIENT_HEADER,
  PORTAL_PREVIEW_HEADER,
  SANDBOX_TEST_CARDS,
} from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, profileOf, studio } from '../../test/job-factories.ts';
import { loopbackMail, PRIVATE_SMTP_HOSTS } from '../../test/loopback-mail.ts';
import { portalLinkIn } from '../../test/portal-links.ts';

const smtp = loopbackMail(PRIVATE_SMTP_HOSTS);

const card = (number: string = SANDBOX_TEST_CARDS.succeeds) => ({
  number,
  expMonth: 12,
  expYear: 2040,
  cvc: '123',
});
const deposit = {
  instalments: [
    { amount: { kind: 'percent', basisPoints: 2500 }, due: { kind: 'on-acceptance' } },
    {
      amount: { kind: 'balance' },
      due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
    },
  ],
};

/** A lead whose client was mailed an invoice of 4,000.00 (a quarter due now), and the client's portal. */
async function invoiced(api: Api, first: string) {
  const s = await studio(api);
  const clientId = await client(api, s.companyId, first, 'Pay');
  const lead = await createRecord(api, s.auth, { clientIds: [clientId], mainDate: '2031-06-01' });
  const draft = (
    await api.post(
      R.createInvoice.path,
      {
        jobId: lead.id,
        content: {
          title: 'Wedding',
          lines: [{ name: 'Day', quantityThousandths: 1000, unitPriceMinor: 400000 }],
          schedule: deposit,
        },
      },
      { as: s.auth },
    )
  ).json().data as Invoice;
  const sent = await api.post(
    fillPath(R.sendInvoice.path, { id: draft.id }),
    { updatedAt: draft.updatedAt },
    { as: s.auth },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await smtp.waitForMail(`${first}.pay@example.com`.toLowerCase());
  const { companyId, token } = portalLinkIn(mail.html);
  const opened = await api.post(fillPath(R.openPortalLink.path, { companyId }), { token });
  const headers = { cookie: String(opened.headers['set-cookie']).split(';')[0]! };
  const invoiceId = draft.id;
  const pay = (body: object, extra: Record<string, string> = {}) =>
    api.post(fillPath(R.payPortalInvoice.path, { companyId, id: invoiceId }), body, {
      headers: { ...headers, ...extra },
    });
  const confirm = (id: string) =>
    api.post(fillPath(R.confirmPortalCardPayment.path, { companyId, id }), undefined, {
      headers,
    });
  const payments = async () =>
    (await api.get(fillPath(R.listInvoicePayments.path, { id: invoiceId }), { as: s.auth })).json().data
      .rows as { amountMinor: number; method: string }[];
  return { ...s, clientId, lead, invoiceId, pay, confirm, payments };
}

describe('paying an invoice from the portal', () => {
  it('takes the deposit by card once, however often it is sent, and the lead is booked', async ({ api }) => {
    const c = await invoiced(api, 'Ada');
    const body = { requestId: randomUUID(), amountMinor: 100000, card: card() };
    const [first, twin] = await Promise.all([c.pay(body), c.pay(body)]);
    expect([first.statusCode, twin.statusCode], first.body).toEqual([200, 200]);
    expect(first.json().data).toMatchObject({
      status: 'succeeded',
      amountMinor: 100000,
      currency: 'USD',
      invoice: { paidMinor: 100000, balanceMinor: 300000, status: 'partially-paid' },
    });
    expect(twin.json().data.id).toBe(first.json().data.id);
    expect((await c.pay(body)).json().data.id).toBe(first.json().data.id);
    expect(await c.payments()).toMatchObject([{ amountMinor: 100000, method: 'online-card' }]);
    expect((await profileOf(api, c.auth, c.lead.id)).job.stage).toBe('job');
    const owner = c.form.email.toLowerCase();
    const told = async () => {
      const deadline = Date.now() + 15_000;
      while (
        smtp.received.filter((m) => JSON.stringify(m.to).toLowerCase().includes(owner)).length < 2 &&
        Date.now() < deadline
      )
        await new Promise((r) => setTimeout(r, 100));
      return smtp.received
        .filter((m) => JSON.stringify(m.to).toLowerCase().includes(owner))
        .map((m) => m.subject);
    };
    expect((await told()).sort()).toEqual([
      'Ada Pay paid $1,000.00 on invoice INV-0001',
      'Smith wedding is booked',
    ]);
    // The same request id with another amount is not a retry.
    const reused = await c.pay({ ...body, amountMinor: 5000 });
    expect([reused.statusCode, reused.json().errorCode]).toEqual([422, 'IdempotencyKeyReused']);
  });

  it('refuses a declined card with nothing recorded, and a declined request stays declined', async ({
    api,
  }) => {
    const c = await invoiced(api, 'Bea');
    const body = { requestId: randomUUID(), amountMinor: 100000, card: card(SANDBOX_TEST_CARDS.declined) };
    const refused = await c.pay(body);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ errorCode: 'CardDeclined', errorTitle: 'Card declined' });
    expect((await c.pay({ ...body, card: card() })).statusCode).toBe(402);
    expect(await c.payments()).toEqual([]);
    // A new attempt with a good card goes through.
    expect(
      (await c.pay({ requestId: randomUUID(), amountMinor: 100000, card: card() })).json().data.status,
    ).toBe('succeeded');
  });

  it('waits for the bank on a 3-D Secure card, then records the payment once on confirmation', async ({
    api,
  }) => {
    const c = await invoiced(api, 'Cy');
    const started = await c.pay({
      requestId: randomUUID(),
      amountMinor: 400000,
      card: card(SANDBOX_TEST_CARDS.requiresAction),
    });
    expect(started.json().data).toMatchObject({ status: 'requires_action', invoice: { paidMinor: 0 } });
    expect(await c.payments()).toEqual([]);
    const id = started.json().data.id;
    const [confirmed, again] = await Promise.all([c.confirm(id), c.confirm(id)]);
    expect(confirmed.json().data).toMatchObject({
      status: 'succeeded',
      invoice: { status: 'paid', balanceMinor: 0 },
    });
    expect(again.json().data.status).toBe('succeeded');
    expect(await c.payments()).toMatchObject([{ amountMinor: 400000, method: 'online-card' }]);
    // Paid: nothing more can be paid.
    const more = await c.pay({ requestId: randomUUID(), amountMinor: 100, card: card() });
    expect([more.statusCode, more.json().errorCode]).toEqual([409, 'Conflict']);
  });

  it('refuses more than the balance, parallel payments past it, and the studio’s preview', async ({
    api,
  }) => {
    const c = await invoiced(api, 'Dee');
    const over = await c.pay({ requestId: randomUUID(), amountMinor: 400001, card: card() });
    expect(over.statusCode).toBe(400);
    expect(over.json().data.fields.amountMinor).toBe('Pay at most $4,000.00, the balance of this invoice.');
    // Three tabs pay 2,000.00 each at once: two fit the balance, the third is refused.
    const answers = await Promise.all(
      [1, 2, 3].map(() => c.pay({ requestId: randomUUID(), amountMinor: 200000, card: card() })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409]);
    expect((await c.payments()).map((p) => p.amountMinor)).toEqual([200000, 200000]);
    const counted = await api.deps.db.execute(
      sql`select status from card_payments where invoice_id = ${c.invoiceId} order by status`,
    );
    // The refused one was never reserved: nothing pending is left behind.
    expect((counted as unknown as { rows: { status: string }[] }).rows).toEqual([
      { status: 'succeeded' },
      { status: 'succeeded' },
    ]);

    const boot = (await api.get(R.bootstrap.path, { as: c.auth })).json().data;
    const preview = {
      [PORTAL_PREVIEW_HEADER]: boot.portalAuth.token,
      [PORTAL_PREVIEW_CLIENT_HEADER]: c.clientId,
    };
    const previewed = await api.post(
      fillPath(R.payPortalInvoice.path, { companyId: c.companyId, id: c.invoiceId }),
      { requestId: randomUUID(), amountMinor: 100, card: card() },
      { headers: preview },
    );
    expect(previewed.statusCode).toBe(403);
  });

  it("records money the card network took even when the studio was paid by hand meanwhile: as the client's credit", async ({
    api,
  }) => {
    const c = await invoiced(api, 'Eve');
    const started = await c.pay({
      requestId: randomUUID(),
      amountMinor: 100000,
      card: card(SANDBOX_TEST_CARDS.requiresAction),
    });
    expect(started.json().data.status).toBe('requires_action');
    const byHand = await api.post(
      fillPath(R.recordPayment.path, { id: c.invoiceId }),
      { requestId: randomUUID(), amountMinor: 400000, receivedOn: '2026-01-02', method: 'bank-transfer' },
      { as: c.auth },
    );
    expect(byHand.statusCode, byHand.body).toBe(200);
    const confirmed = await c.confirm(started.json().data.id);
    expect(confirmed.json().data).toMatchObject({
      status: 'succeeded',
      invoice: { status: 'paid', balanceMinor: 0 },
    });
    expect(await c.payments()).toMatchObject([
      { amountMinor: 400000, method: 'bank-transfer' },
      { amountMinor: 100000, method: 'online-card', appliedMinor: 0, creditMinor: 100000 },
    ]);
  });
});
