import { createHash, randomUUID } from 'node:crypto';
import { ApiRoutes as R, fillPath, type Invoice, SANDBOX_TEST_CARDS } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { client, createRecord, studio } from '../../../test/job-factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { loopbackMail, PRIVATE_SMTP_HOSTS } from '../../../test/loopback-mail.ts';
import { portalLinkIn } from '../../../test/portal-links.ts';

const smtp = loopbackMail(PRIVATE_SMTP_HOSTS);

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const card = (number: string = SANDBOX_TEST_CARDS.succeeds) => ({
  number,
  expMonth: 12,
  expYear: 2040,
  cvc: '123',
});
type Auth = Record<string, string>;

/** A lead of a client of the studio with an issued invoice of 4,000.00, mailed or not. */
async function invoiceFor(api: Api, s: { auth: Auth; companyId: string }, first: string, mail = true) {
  const clientId = await client(api, s.companyId, first, 'Paid');
  const lead = await createRecord(api, s.auth, { clientIds: [clientId] });
  const draft = (
    await api.post(
      R.createInvoice.path,
      {
        jobId: lead.id,
        content: {
          title: 'Day',
          lines: [{ name: 'Day', quantityThousandths: 1000, unitPriceMinor: 400000 }],
        },
      },
      { as: s.auth },
    )
  ).json().data as Invoice;
  const sent = await api.post(
    fillPath(R.sendInvoice.path, { id: draft.id }),
    { updatedAt: draft.updatedAt, email: mail },
    { as: s.auth },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return { clientId, invoiceId: draft.id, email: `${first}.paid@example.com`.toLowerCase() };
}

/** The client's portal, opened from the invoice's mail: its cookie and the calls the tests make. */
async function portalOf(api: Api, companyId: string, email: string) {
  const mail = await smtp.waitForMail(email);
  const { token } = portalLinkIn(mail.html);
  const opened = await api.post(fillPath(R.openPortalLink.path, { companyId }), { token });
  const headers = { cookie: String(opened.headers['set-cookie']).split(';')[0]! };
  return {
    pay: (invoiceId: string, amountMinor: number, number?: string) =>
      api.post(
        fillPath(R.payPortalInvoice.path, { companyId, id: invoiceId }),
        { requestId: randomUUID(), amountMinor, card: card(number) },
        { headers },
      ),
    confirm: (id: string) =>
      api.post(fillPath(R.confirmPortalCardPayment.path, { companyId, id }), undefined, { headers }),
    payments: (invoiceId: string) =>
      api.get(fillPath(R.listPortalInvoicePayments.path, { companyId, id: invoiceId }), { headers }),
    receipt: (paymentId: string) =>
      api.get(fillPath(R.getPortalPaymentReceipt.path, { companyId, id: paymentId }), { headers }),
  };
}

/** The receipts mailed to an address so far, once `count` of them arrived (15 s at most). */
async function receiptsTo(email: string, count: number) {
  const mine = () =>
    smtp.received.filter(
      (m) => JSON.stringify(m.to).toLowerCase().includes(email) && m.subject?.startsWith('Your receipt'),
    );
  for (const deadline = Date.now() + 15_000; mine().length < count && Date.now() < deadline;)
    await new Promise((r) => setTimeout(r, 100));
  return mine();
}

/** The receipt mails the company has queued (their keys are `receipt-<payment id>`). */
async function receiptsQueued(api: Api, companyId: string) {
  const queued = await api.deps.db.execute(
    sql`select count(*)::int as n from mail_outbox where idempotency_key like ${`${companyId}:receipt-%`}`,
  );
  return (queued as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const recordByHand = (api: Api, auth: Auth, invoiceId: string, amountMinor: number) =>
  api.post(
    fillPath(R.recordPayment.path, { id: invoiceId }),
    {
      requestId: randomUUID(),
      amountMinor,
      receivedOn: '2026-01-02',
      method: 'bank-transfer',
      reference: 'TR-77',
    },
    { as: auth },
  );

describe('receipts of payments', () => {
  it('mails the client a receipt with its PDF after a card payment, none for a declined card, and the portal lists it', async ({
    api,
  }) => {
    const s = await studio(api);
    const { invoiceId, email } = await invoiceFor(api, s, 'Ines');
    const portal = await portalOf(api, s.companyId, email);
    expect((await portal.pay(invoiceId, 100000, SANDBOX_TEST_CARDS.declined)).statusCode).toBe(402);
    const paid = await portal.pay(invoiceId, 100000);
    expect(paid.statusCode, paid.body).toBe(200);

    // One receipt: the declined card's attempt, made first, queued none.
    expect(await receiptsQueued(api, s.companyId)).toBe(1);
    const [mail, ...more] = await receiptsTo(email, 1);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Your receipt from .+: invoice INV-0001$/);
    expect(mail!.text).toContain(
      'Thank you for your payment of $1,000.00 for invoice INV-0001. Your receipt is attached.',
    );
    expect(String(mail!.html)).toMatch(new RegExp(`/portal/${s.companyId}/open/[A-Za-z0-9_-]{40,}`));
    expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['receipt-INV-0001-1.pdf', 'application/pdf'],
    ]);
    const attached = mail!.attachments[0]!.content;
    const text = (await pdfText(attached)).join(' ');
    for (const expected of [
      'Receipt',
      'INV-0001-1',
      'Card',
      '$1,000.00',
      'Paid on invoice INV-0001',
      'Balance due',
      '$3,000.00',
    ])
      expect(text).toContain(expected);

    const listed = await portal.payments(invoiceId);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().data.rows as { id: string }[];
    expect(rows).toMatchObject([{ amountMinor: 100000, method: 'online-card' }]);
    // The portal's receipt is the mailed one, byte for byte.
    const receipt = await portal.receipt(rows[0]!.id);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(sha(receipt.rawPayload)).toBe(sha(attached));
  });

  it('mails the receipt once the bank confirmed a 3-D Secure payment', async ({ api }) => {
    const s = await studio(api);
    const { invoiceId, email } = await invoiceFor(api, s, 'Jon');
    const portal = await portalOf(api, s.companyId, email);
    const started = await portal.pay(invoiceId, 400000, SANDBOX_TEST_CARDS.requiresAction);
    expect(started.json().data.status).toBe('requires_action');
    expect((await portal.confirm(started.json().data.id)).json().data.status).toBe('succeeded');
    const [mail] = await receiptsTo(email, 1);
    const text = (await pdfText(mail!.attachments[0]!.content)).join(' ');
    expect(text).toContain('$4,000.00');
    expect(text).toMatch(/Balance due\s+\$0\.00/);
  });

  it("makes a card payment's receipt with no transaction open nor the invoice's lock held", async ({
    api,
  }) => {
    const s = await studio(api);
    const { invoiceId, email } = await invoiceFor(api, s, 'Lou');
    const portal = await portalOf(api, s.companyId, email);
    // As the rendered receipt is stored: the database answers at once (PGlite's one connection is
    // not held by a transaction) and the lock the settling transaction takes is free.
    const lockName = `invoice-card:${invoiceId}`;
    const whenStored = async () => {
      const free = api.deps.db
        .execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as free`)
        .then((r) => ((r as unknown as { rows: { free: boolean }[] }).rows[0]!.free ? 'free' : 'locked'));
      const held = new Promise<string>((resolve) => setTimeout(() => resolve('database held'), 2_000));
      return Promise.race([free, held]);
    };
    const seen: string[] = [];
    const files = api.deps.files;
    const exists = files.exists.bind(files);
    files.exists = async (path) => {
      if (path.includes('/documents/')) seen.push(await whenStored());
      return exists(path);
    };
    try {
      expect((await portal.pay(invoiceId, 100000)).statusCode).toBe(200);
      expect(await receiptsTo(email, 1)).toHaveLength(1);
    } finally {
      files.exists = exists;
    }
    expect(seen).toEqual(['free']);
  });

  it("refuses a receipt of another client's payment in the portal", async ({ api }) => {
    const s = await studio(api);
    const mine = await invoiceFor(api, s, 'Kim');
    const theirs = await invoiceFor(api, s, 'Lou', false);
    const byHand = await recordByHand(api, s.auth, theirs.invoiceId, 50000);
    expect(byHand.statusCode, byHand.body).toBe(200);
    const portal = await portalOf(api, s.companyId, mine.email);
    expect((await portal.receipt(byHand.json().data.payment.id)).statusCode).toBe(404);
    expect((await portal.payments(theirs.invoiceId)).statusCode).toBe(404);
    expect((await portal.receipt(randomUUID())).statusCode).toBe(404);
  });

  it("gives the studio a hand-recorded payment's receipt, mails none, and another company's is NotFound", async ({
    api,
  }) => {
    const s = await studio(api);
    const { invoiceId } = await invoiceFor(api, s, 'Max', false);
    await recordByHand(api, s.auth, invoiceId, 150000);
    const second = (await recordByHand(api, s.auth, invoiceId, 50000)).json().data.payment.id as string;
    const url = fillPath(R.getPaymentReceipt.path, { id: second });
    const res = await api.get(url, { as: s.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('receipt-INV-0001-2.pdf');
    const text = (await pdfText(res.rawPayload)).join(' ');
    for (const expected of ['INV-0001-2', 'Bank transfer', 'TR-77', '$500.00', '$2,000.00'])
      expect(text).toContain(expected);
    expect(sha((await api.get(url, { as: s.auth })).rawPayload)).toBe(sha(res.rawPayload));

    expect(await receiptsQueued(api, s.companyId)).toBe(0);
    const other = await studio(api);
    expect((await api.get(url, { as: other.auth })).statusCode).toBe(404);
  });
});
