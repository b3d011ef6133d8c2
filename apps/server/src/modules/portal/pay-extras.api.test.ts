import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, fillPath, type Invoice, SANDBOX_TEST_CARDS } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, studio } from '../../test/job-factories.ts';
import { loopbackMail, PRIVATE_SMTP_HOSTS } from '../../test/loopback-mail.ts';
import { portalLinkIn } from '../../test/portal-links.ts';

const smtp = loopbackMail(PRIVATE_SMTP_HOSTS);
const card = { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: '123' };

/** A studio with the card options given, and its client's portal on an invoice of 4,000.00. */
async function invoiced(
  api: Api,
  first: string,
  options: { surchargeBasisPoints: number; tipsEnabled: boolean },
) {
  const s = await studio(api);
  const saved = await api.put(
    R.updatePaymentSettings.path,
    { updatedAt: null, card: options },
    { as: s.auth },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const clientId = await client(api, s.companyId, first, 'Tip');
  const lead = await createRecord(api, s.auth, { clientIds: [clientId], mainDate: '2031-06-01' });
  const draft = (
    await api.post(
      R.createInvoice.path,
      {
        jobId: lead.id,
        content: {
          title: 'Wedding',
          lines: [{ name: 'Day', quantityThousandths: 1000, unitPriceMinor: 400000 }],
        },
      },
      { as: s.auth },
    )
  ).json().data as Invoice;
  await api.post(
    fillPath(R.sendInvoice.path, { id: draft.id }),
    { updatedAt: draft.updatedAt },
    { as: s.auth },
  );
  const email = `${first}.tip@example.com`.toLowerCase();
  const { companyId, token } = portalLinkIn((await smtp.waitForMail(email)).html);
  const opened = await api.post(fillPath(R.openPortalLink.path, { companyId }), { token });
  const headers = { cookie: String(opened.headers['set-cookie']).split(';')[0]! };
  const params = { companyId, id: draft.id };
  return {
    ...s,
    email,
    invoiceId: draft.id,
    pay: (body: object) =>
      api.post(fillPath(R.payPortalInvoice.path, params), { card, ...body }, { headers }),
    portalInvoice: async () =>
      (await api.get(fillPath(R.getPortalInvoice.path, params), { headers })).json().data,
    payments: async () =>
      (await api.get(fillPath(R.listInvoicePayments.path, { id: draft.id }), { as: s.auth })).json().data
        .rows,
    cardRows: async () =>
      (
        (await api.deps.db.execute(
          sql`select amount_minor, surcharge_minor, tip_minor from card_payments where invoice_id = ${draft.id}`,
        )) as unknown as { rows: Record<string, unknown>[] }
      ).rows.map((row) => Object.values(row).map(Number)),
  };
}

/** The receipt mailed to an address (15 s at most). */
async function receiptTo(email: string) {
  const deadline = Date.now() + 15_000;
  const find = () =>
    smtp.received.find(
      (m) => JSON.stringify(m.to).toLowerCase().includes(email) && m.subject?.startsWith('Your receipt'),
    );
  while (!find() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return find()!;
}

describe('a card payment with the studio’s surcharge and the client’s tip', () => {
  it('shows the options on the invoice, charges amount + surcharge + tip, and only the amount pays the invoice', async ({
    api,
  }) => {
    const c = await invoiced(api, 'Ida', { surchargeBasisPoints: 250, tipsEnabled: true });
    expect((await c.portalInvoice()).cardOptions).toEqual({ surchargeBasisPoints: 250, tipsEnabled: true });

    // 2.5 % of 1,000.00 is 25.00; the tip bears none.
    const paid = await c.pay({
      requestId: randomUUID(),
      amountMinor: 100000,
      surchargeMinor: 2500,
      tipMinor: 10000,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'succeeded',
      amountMinor: 100000,
      totalMinor: 112500,
      invoice: { paidMinor: 100000, balanceMinor: 300000 },
    });
    expect(await c.cardRows()).toEqual([[100000, 2500, 10000]]);
    expect(await c.payments()).toMatchObject([
      { amountMinor: 100000, appliedMinor: 100000, creditMinor: 0, surchargeMinor: 2500, tipMinor: 10000 },
    ]);
    const receipt = await receiptTo(c.email);
    expect(receipt.html).toContain(
      'Thank you for your payment of $1,000.00 for invoice INV-0001. With a card surcharge of $25.00 and your tip of $100.00, your card was charged $1,125.00.',
    );
  });

  it('refuses a surcharge the client was not shown, and takes the one they see next', async ({ api }) => {
    const c = await invoiced(api, 'Jo', { surchargeBasisPoints: 290, tipsEnabled: false });
    // 2.9 % of 123.45 is 3.58005: 3.58. Shown none (the dialog opened before the studio set it).
    const stale = await c.pay({ requestId: randomUUID(), amountMinor: 12345 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorCode: 'StaleVersion',
      errorTitle: 'The total has changed',
      data: { surchargeBasisPoints: 290, tipsEnabled: false },
    });
    expect(
      (await c.pay({ requestId: randomUUID(), amountMinor: 12345, surchargeMinor: 357 })).statusCode,
    ).toBe(409);
    expect(await c.cardRows()).toEqual([]);

    const paid = await c.pay({ requestId: randomUUID(), amountMinor: 12345, surchargeMinor: 358 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.totalMinor).toBe(12703);
    expect(await c.cardRows()).toEqual([[12345, 358, 0]]);
  });

  it('refuses a tip when tips are off, and a tip over the amount', async ({ api }) => {
    const off = await invoiced(api, 'Kai', { surchargeBasisPoints: 0, tipsEnabled: false });
    const refused = await off.pay({ requestId: randomUUID(), amountMinor: 10000, tipMinor: 500 });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'StaleVersion']);

    const on = await invoiced(api, 'Lu', { surchargeBasisPoints: 0, tipsEnabled: true });
    const over = await on.pay({ requestId: randomUUID(), amountMinor: 10000, tipMinor: 10001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().data.fields.tipMinor).toBe('A tip can be at most the amount you pay.');
    expect([...(await off.cardRows()), ...(await on.cardRows())]).toEqual([]);
  });
});
