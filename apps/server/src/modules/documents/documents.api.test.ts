import { createHash } from 'node:crypto';
import { ApiRoutes as R, DOCUMENT_LINK_TEXTS, fillPath, type Invoice, type Quote } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, studio } from '../../test/job-factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { issueDocumentLink } from './links.ts';
import { loopbackMail, PRIVATE_SMTP_HOSTS } from '../../test/loopback-mail.ts';
import { portalLinkIn } from '../../test/portal-links.ts';

// Focal's own SMTP server on loopback: a new company sends through it.
const smtp = loopbackMail(PRIVATE_SMTP_HOSTS);

type Auth = Record<string, string>;
const url = (path: string, id: string) => fillPath(path, { id });
const vat = { name: 'VAT', rateMillionths: 200000, compound: false };
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const open = (api: Api, token: string) => api.get(fillPath(R.getPublicDocument.path, { token }));

/**
 * The mail's link opens the client's portal at the document: posted once, it starts a portal
 * session (a cookie) and names the document; `read` then reads it as the portal does.
 */
async function portalOf(api: Api, html: string) {
  const { companyId, token } = portalLinkIn(html);
  const opened = await api.post(fillPath(R.openPortalLink.path, { companyId }), { token });
  expect(opened.statusCode, opened.body).toBe(200);
  const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
  const { kind, id } = opened.json().data.target as { kind: 'quote' | 'invoice'; id: string };
  const at = (path: string, more: Record<string, string> = {}) => fillPath(path, { companyId, id, ...more });
  const headers = { cookie };
  return {
    companyId,
    token: token!,
    kind,
    id,
    read: () => api.get(at(kind === 'quote' ? R.getPortalQuote.path : R.getPortalInvoice.path), { headers }),
    pdf: () =>
      api.get(at(kind === 'quote' ? R.getPortalQuotePdf.path : R.getPortalInvoicePdf.path), { headers }),
    notePdf: (noteId: string) => api.get(at(R.getPortalCreditNotePdf.path, { noteId }), { headers }),
  };
}

async function record(api: Api, firstName: string, lastName: string) {
  const s = await studio(api);
  const lead = await createRecord(api, s.auth, {
    clientIds: [await client(api, s.companyId, firstName, lastName)],
  });
  return { ...s, lead, email: `${firstName}.${lastName}@example.com`.toLowerCase() };
}

async function issued(api: Api, auth: Auth, jobId: string, body: object = {}) {
  const draft = (
    await api.post(
      R.createInvoice.path,
      {
        jobId,
        content: {
          title: 'Wedding',
          lines: [{ name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 300000, taxes: [vat] }],
        },
      },
      { as: auth },
    )
  ).json().data as Invoice;
  const res = await api.post(
    url(R.sendInvoice.path, draft.id),
    { updatedAt: draft.updatedAt, ...body },
    { as: auth },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Invoice & { mailedTo: string | null };
}

describe('sending documents to the client', () => {
  it("mails an issued invoice with its PDF and a link that opens the client's portal at it, and marks it viewed", async ({
    api,
  }) => {
    const { auth, lead, email } = await record(api, 'Maya', 'Okafor');
    const invoice = await issued(api, auth, lead.id);
    expect(invoice.mailedTo).toBe(email);

    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toMatch(/^Invoice INV-0001 from /);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['INV-0001.pdf', 'application/pdf'],
    ]);
    const attached = mail.attachments[0]!.content;
    expect((await pdfText(attached)).join(' ')).toContain('Invoice INV-0001');
    expect(mail.html).toContain('$3,600.00');

    const portal = await portalOf(api, String(mail.html));
    expect([portal.kind, portal.id]).toEqual(['invoice', invoice.id]);
    const opened = await portal.read();
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({
      kind: 'invoice',
      number: 'INV-0001',
      status: 'viewed',
      balanceMinor: 360000,
    });
    const studioView = (await api.get(url(R.getInvoice.path, invoice.id), { as: auth })).json()
      .data as Invoice;
    expect(studioView.status).toBe('viewed');
    // The client's first look is in the record's activity, once.
    await portal.read();
    const seen = await api.deps.db.execute(
      sql`select action from activity where subject_id = ${lead.id} and action = 'invoice viewed'`,
    );
    expect((seen as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // The portal's PDF is the attached one, byte for byte.
    const pdf = await portal.pdf();
    expect(sha(pdf.rawPayload)).toBe(sha(attached));
  });

  it("shows the invoice's credit notes in the portal and opens their PDFs, and no other invoice's note", async ({
    api,
  }) => {
    const { auth, lead, email } = await record(api, 'Lena', 'Voss');
    const invoice = await issued(api, auth, lead.id);
    const portal = await portalOf(api, String((await smtp.waitForMail(email)).html));
    const other = await issued(api, auth, lead.id, { email: false });
    const credit = async (of: Invoice, reason: string) => {
      const fresh = (await api.get(url(R.getInvoice.path, of.id), { as: auth })).json().data as Invoice;
      const res = await api.post(
        url(R.createCreditNote.path, of.id),
        {
          updatedAt: fresh.updatedAt,
          reason,
          credit: { kind: 'lines', lines: [{ index: 0, amountMinor: 50000 }] },
        },
        { as: auth },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: string; number: string };
    };
    const note = await credit(invoice, 'Shorter day');
    const othersNote = await credit(other, 'Not this one');

    const opened = (await portal.read()).json().data;
    // 3,000.00 + 20% VAT = 3,600.00; 500.00 + VAT credited: 600.00 off.
    expect(opened).toMatchObject({ creditedMinor: 60000, balanceMinor: 300000 });
    expect(opened.creditNotes).toEqual([
      { id: note.id, number: 'CN-0001', issuedOn: expect.any(String), totalMinor: 60000 },
    ]);
    const pdf = await portal.notePdf(note.id);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdfText(pdf.rawPayload)).join(' ')).toContain('Credit note CN-0001');
    // The invoice's own PDF takes the note off what is left to pay.
    const invoicePdf = (await pdfText((await portal.pdf()).rawPayload)).join(' ');
    expect(invoicePdf).toContain('Credit note CN-0001');
    expect(invoicePdf).toMatch(/Balance due\s+\$3,000\.00/);

    // The other invoice is the same client's, so it opens in the portal; its note is not this invoice's.
    expect((await portal.notePdf(othersNote.id)).statusCode).toBe(404);
    // Stopping the invoice's links ends the session its mail started.
    expect(
      (await api.post(url(R.revokeInvoiceLinks.path, invoice.id), {}, { as: auth })).json().data.revoked,
    ).toBe(1);
    expect((await portal.notePdf(note.id)).statusCode).toBe(401);
  });

  it('opens the version last sent of a pick-and-choose quote, and nothing once revoked, expired or made up', async ({
    api,
  }) => {
    const { auth, lead, email } = await record(api, 'Ines', 'Moreau');
    const content = {
      kind: 'pick-and-choose',
      title: 'Collections',
      packages: [
        { name: 'Silver', priceMinor: 200000 },
        { name: 'Gold', priceMinor: 300000 },
      ],
      addOns: [{ name: 'Album', unitPriceMinor: 50000, maxQuantity: 2 }],
    };
    let quote = (await api.post(R.createQuote.path, { jobId: lead.id, content }, { as: auth })).json()
      .data as Quote;
    quote = (
      await api.post(url(R.sendQuote.path, quote.id), { updatedAt: quote.updatedAt }, { as: auth })
    ).json().data;
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toMatch(/^Your quote from /);
    const portal = await portalOf(api, String(mail.html));

    const first = (await portal.read()).json().data;
    expect(first).toMatchObject({
      kind: 'quote',
      number: 1,
      version: 1,
      status: 'viewed',
      content: { title: 'Collections' },
    });
    expect(first.content.packages.map((p: { name: string }) => p.name)).toEqual(['Silver', 'Gold']);

    // A draft of version 2 is not what the client sees until it is sent.
    quote = (await api.get(url(R.getQuote.path, quote.id), { as: auth })).json().data;
    const edited = (
      await api.put(
        url(R.updateQuote.path, quote.id),
        { updatedAt: quote.updatedAt, content: { ...content, title: 'Collections, revised' } },
        { as: auth },
      )
    ).json().data as Quote;
    expect((await portal.read()).json().data).toMatchObject({
      version: 1,
      content: { title: 'Collections' },
    });
    await api.post(
      url(R.sendQuote.path, edited.id),
      { updatedAt: edited.updatedAt, email: false },
      { as: auth },
    );
    expect((await portal.read()).json().data).toMatchObject({
      version: 2,
      content: { title: 'Collections, revised' },
    });

    const revoked = await api.post(url(R.revokeQuoteLinks.path, quote.id), {}, { as: auth });
    expect(revoked.json().data.revoked).toBe(1);
    expect((await portal.read()).statusCode).toBe(401);
    expect((await portal.pdf()).statusCode).toBe(401);
  });

  it("carries the studio's message on a quote and an invoice: in the mail, escaped, above the link; in the portal and by a `/d/` link; not in the PDF", async ({
    api,
  }) => {
    const { auth, lead, email, companyId } = await record(api, 'Anna', 'Berg');
    const message =
      'Hi Anna, here is the quote we talked about —\nthe second package includes the <b>album</b> & prints.';
    const escaped =
      'Hi Anna, here is the quote we talked about —<br>\nthe second package includes the &lt;b&gt;album&lt;/b&gt; &amp; prints.';
    const lines = [{ name: 'Portraits', quantityThousandths: 1000, unitPriceMinor: 50000 }];
    const quote = (
      await api.post(
        R.createQuote.path,
        { jobId: lead.id, content: { kind: 'fixed', title: 'Portraits', lines, message } },
        { as: auth },
      )
    ).json().data as Quote;
    expect(quote.content.message).toBe(message);
    await api.post(url(R.sendQuote.path, quote.id), { updatedAt: quote.updatedAt }, { as: auth });
    const mail = await smtp.waitForMail(email);
    const html = String(mail.html);
    expect(html).toContain(escaped);
    expect(html).not.toContain('<b>album');
    expect(html.indexOf(escaped)).toBeLessThan(html.indexOf('/open/'));
    expect(mail.text).toContain('the second package includes the <b>album</b> & prints.');
    const portal = await portalOf(api, html);
    const read = (await portal.read()).json().data;
    expect([read.message, read.content.message]).toEqual([message, message]);
    expect((await pdfText((await portal.pdf()).rawPayload)).join(' ')).not.toContain('talked about');

    // An invoice's draft saved with a message, then sent; an invoice without one answers ''.
    const created = (
      await api.post(
        R.createInvoice.path,
        { jobId: lead.id, content: { title: 'Prints', lines } },
        { as: auth },
      )
    ).json().data as Invoice;
    const tooLong = await api.put(
      url(R.updateInvoice.path, created.id),
      { updatedAt: created.updatedAt, content: { title: 'Prints', lines, message: 'a'.repeat(2_001) } },
      { as: auth },
    );
    expect([tooLong.statusCode, tooLong.json().data.fields]).toEqual([
      400,
      { 'content.message': 'Use at most 2000 characters.' },
    ]);
    const saved = await api.put(
      url(R.updateInvoice.path, created.id),
      {
        updatedAt: created.updatedAt,
        content: { title: 'Prints', lines, message: 'Thank you, Anna!\nSee you in June.' },
      },
      { as: auth },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json().data as Invoice;
    expect(draft.content.message).toBe('Thank you, Anna!\nSee you in June.');
    await api.post(url(R.sendInvoice.path, draft.id), { updatedAt: draft.updatedAt }, { as: auth });
    // The loopback server keeps every mail of the file: the quote's to Anna came first.
    const invoiceMailOf = () =>
      smtp.received.find((m) => m.subject?.startsWith('Invoice ') && JSON.stringify(m.to).includes(email));
    await expect.poll(invoiceMailOf).toBeDefined();
    const invoiceMail = invoiceMailOf()!;
    expect(String(invoiceMail.html)).toContain('<p>Thank you, Anna!<br>\nSee you in June.</p>');
    const link = await issueDocumentLink(
      api.deps.db,
      { companyId, kind: 'invoice', documentId: draft.id },
      'http://localhost',
    );
    expect((await open(api, link.split('/d/')[1]!)).json().data).toMatchObject({
      kind: 'invoice',
      message: 'Thank you, Anna!\nSee you in June.',
    });
    const plain = await issued(api, auth, lead.id, { email: false });
    const plainLink = await issueDocumentLink(
      api.deps.db,
      { companyId, kind: 'invoice', documentId: plain.id },
      'http://localhost',
    );
    expect((await open(api, plainLink.split('/d/')[1]!)).json().data.message).toBe('');
  });

  it('still opens a document by a `/d/` link mailed before the portal, until revoked or expired', async ({
    api,
  }) => {
    const { auth, lead, companyId } = await record(api, 'Noor', 'Haddad');
    const invoice = await issued(api, auth, lead.id, { email: false });
    const link = await issueDocumentLink(
      api.deps.db,
      { companyId, kind: 'invoice', documentId: invoice.id },
      'http://localhost',
    );
    const token = link.split('/d/')[1]!;
    expect((await open(api, token)).json().data).toMatchObject({
      kind: 'invoice',
      number: 'INV-0001',
      status: 'viewed',
    });
    // An invoice's link opens no credit note of another invoice, whatever id it is given.
    const noteId = '00000000-0000-4000-8000-000000000001';
    expect((await api.get(fillPath(R.getPublicCreditNotePdf.path, { token, noteId }))).statusCode).toBe(404);
    expect((await api.get(fillPath(R.getPublicDocumentPdf.path, { token }))).headers['content-type']).toBe(
      'application/pdf',
    );
    await api.post(url(R.revokeInvoiceLinks.path, invoice.id), {}, { as: auth });
    const gone = await open(api, token);
    expect([gone.statusCode, gone.json().errorMessage]).toEqual([404, DOCUMENT_LINK_TEXTS.gone]);
    expect((await open(api, 'x'.repeat(43))).statusCode).toBe(404);
    const second = await issueDocumentLink(
      api.deps.db,
      { companyId, kind: 'invoice', documentId: invoice.id },
      'http://localhost',
    );
    await api.deps.db.execute(sql`update document_links set expires_at = now() - interval '1 second'`);
    expect((await open(api, second.split('/d/')[1]!)).statusCode).toBe(404);
  });

  it('lets a link expire, and sends no mail to a client without an address or when the studio hands it over', async ({
    api,
  }) => {
    const { auth, lead, email } = await record(api, 'Tom', 'Hale');
    const first = await issued(api, auth, lead.id);
    const html = String((await smtp.waitForMail(email)).html);
    const { companyId, token } = portalLinkIn(html);
    await api.deps.db.execute(sql`update portal_links set expires_at = now() - interval '1 second'`);
    const expired = await api.post(fillPath(R.openPortalLink.path, { companyId }), { token });
    expect([expired.statusCode, expired.json().errorCode]).toEqual([410, 'PortalLinkGone']);
    expect(first.number).toBe('INV-0001');

    const byHand = await issued(api, auth, lead.id, { email: false });
    expect([byHand.number, byHand.mailedTo]).toEqual(['INV-0002', null]);

    const s = await studio(api);
    const clientId = await client(api, s.companyId, 'Ada', 'Nomail');
    await api.deps.db.execute(
      sql`update clients set contacts = jsonb_set(contacts, '{0,email}', 'null'::jsonb) where id = ${clientId}`,
    );
    const noAddress = await createRecord(api, s.auth, { clientIds: [clientId] });
    const unmailed = await issued(api, s.auth, noAddress.id);
    expect(unmailed.mailedTo).toBeNull();
  });

  it('refuses to send to a stored address no mail server takes, saying what to do, and issues nothing', async ({
    api,
  }) => {
    const { auth, companyId } = await studio(api);
    const clientId = await client(api, companyId, 'Ada', 'Dots');
    // The client form's pattern lets two dots in a row through; the mail's header check does not.
    await api.deps.db.execute(
      sql`update clients set contacts = jsonb_set(contacts, '{0,email}', '"ada@example..com"'::jsonb) where id = ${clientId}`,
    );
    const lead = await createRecord(api, auth, { clientIds: [clientId] });
    const draft = (
      await api.post(
        R.createInvoice.path,
        {
          jobId: lead.id,
          content: {
            title: 'Wedding',
            lines: [{ name: 'Day', quantityThousandths: 1000, unitPriceMinor: 1000 }],
          },
        },
        { as: auth },
      )
    ).json().data as Invoice;
    const refused = await api.post(
      url(R.sendInvoice.path, draft.id),
      { updatedAt: draft.updatedAt },
      { as: auth },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      errorTitle: "The client's email can't be used",
      errorMessage:
        "ada@example..com cannot be mailed to. Correct it on the client's page, or mark the invoice as sent without emailing it.",
    });
    const still = (await api.get(url(R.getInvoice.path, draft.id), { as: auth })).json().data as Invoice;
    expect([still.status, still.number]).toEqual(['draft', null]);
    const byHand = await issued(api, auth, lead.id, { email: false });
    expect(byHand.number).toBe('INV-0001');
  });
});
