import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { ApiRoutes as R, CompanyPaths, type CompanyProfile, fillPath, type Invoice, type Quote } from '@focal/contracts';
import type { CreditNote } from '@focal/contracts/invoices/credit-notes';
import sharp from 'sharp';
import { describe, expect, vi } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, studio } from '../../test/job-factories.ts';
import { pdfText } from '../../test/pdf-text.ts';

type Auth = Record<string, string>;
type Studio = { auth: Auth; companyId: string };
const url = (path: string, id: string) => fillPath(path, { id });
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const vat = { name: 'VAT', rateMillionths: 200000, compound: false };

/** A wide logo with a transparent edge; `red` makes each test's picture (and stored path) its own. */
const logo = (red: number) =>
  sharp({ create: { width: 600, height: 200, channels: 4, background: { r: red, g: 90, b: 40, alpha: 1 } } })
    .extend({ top: 10, bottom: 10, left: 10, right: 10, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();

async function brand(api: Api, s: Studio, red: number, brandColour: string | null) {
  const uploaded = await api.call({
    method: 'PUT',
    url: CompanyPaths.logo(s.companyId),
    headers: { ...s.auth, 'content-type': 'image/png' },
    payload: await logo(red),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const { version } = (await api.get(CompanyPaths.company(s.companyId), { as: s.auth })).json().data as CompanyProfile;
  const saved = await api.put(CompanyPaths.company(s.companyId), { version, brandColour }, { as: s.auth });
  expect(saved.statusCode, saved.body).toBe(200);
  return (uploaded.json().data.logoUrl as string).slice('/files/'.length);
}

async function pdf(api: Api, auth: Auth, path: string) {
  const res = await api.get(path, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/** pdfkit's fill operator for `#rrggbb` (each channel over 255, as JavaScript prints it). */
const fill = (hex: string) =>
  `${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).join(' ')} scn`;
const hasImage = (bytes: Buffer) => bytes.toString('latin1').includes('/Subtype /Image');

/** The page's drawing operators, unpacked (pdfkit deflates every content stream). */
function drawing(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      out.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      // Not deflated (or not a content stream): nothing to read here.
    }
  }
  return out.join('\n');
}

async function issuedInvoice(api: Api, s: Studio) {
  const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId, 'Chloé', 'Dubois')] });
  const created = await api.post(
    R.createInvoice.path,
    { jobId: lead.id, content: { title: 'Wedding', lines: [{ name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 200000, taxes: [vat] }] } },
    { as: s.auth },
  );
  expect(created.statusCode, created.body).toBe(200);
  const draft = created.json().data as Invoice;
  const sent = await api.post(url(R.sendInvoice.path, draft.id), { updatedAt: draft.updatedAt, email: false }, { as: s.auth });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data as Invoice;
}

describe('the company brand on PDFs', () => {
  it('puts the logo and colour on an invoice and its credit note, the same bytes every time', async ({ api }) => {
    const s = await studio(api);
    const invoice = await issuedInvoice(api, s);
    const plain = await pdf(api, s.auth, url(R.getInvoicePdf.path, invoice.id));
    expect(hasImage(plain)).toBe(false);
    expect(drawing(plain)).not.toContain(fill('#1f6feb'));

    await brand(api, s, 200, '#1f6feb');
    const branded = await pdf(api, s.auth, url(R.getInvoicePdf.path, invoice.id));
    expect(hasImage(branded)).toBe(true);
    expect(sha(branded)).not.toBe(sha(plain));
    expect(sha(await pdf(api, s.auth, url(R.getInvoicePdf.path, invoice.id)))).toBe(sha(branded));
    // The title and the header fill in #1f6feb (31, 111, 235 / 255), white text on that blue.
    const ops = drawing(branded);
    expect(ops).toContain(fill('#1f6feb'));
    expect(ops).toContain(fill('#ffffff'));
    // Still archival and the same words.
    expect(branded.toString('latin1')).toContain('<pdfaid:part>2</pdfaid:part>');
    expect((await pdfText(branded)).join(' ')).toContain('Invoice INV-0001');

    const noted = await api.post(
      url(R.createCreditNote.path, invoice.id),
      { updatedAt: invoice.updatedAt, reason: 'Cancelled', credit: { kind: 'full' } },
      { as: s.auth },
    );
    expect(noted.statusCode, noted.body).toBe(200);
    const note = noted.json().data as CreditNote;
    const notePdf = await pdf(api, s.auth, url(R.getCreditNotePdf.path, note.id));
    expect(hasImage(notePdf)).toBe(true);
    expect(sha(await pdf(api, s.auth, url(R.getCreditNotePdf.path, note.id)))).toBe(sha(notePdf));
  });

  it('puts the logo on a quote, with black header text on a light colour, byte-stable', async ({ api }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    const created = await api.post(
      R.createQuote.path,
      { jobId: lead.id, content: { kind: 'fixed', title: 'Portraits', lines: [{ name: 'Session', quantityThousandths: 1000, unitPriceMinor: 50000 }] } },
      { as: s.auth },
    );
    expect(created.statusCode, created.body).toBe(200);
    const quote = created.json().data as Quote;
    const plain = await pdf(api, s.auth, url(R.getQuotePdf.path, quote.id));
    await brand(api, s, 120, '#ffd43b');
    const branded = await pdf(api, s.auth, url(R.getQuotePdf.path, quote.id));
    expect(hasImage(plain)).toBe(false);
    expect(hasImage(branded)).toBe(true);
    expect(sha(await pdf(api, s.auth, url(R.getQuotePdf.path, quote.id)))).toBe(sha(branded));
    const ops = drawing(branded);
    // The header filled with #ffd43b under black text; a pale yellow fails 3:1 on white, so the
    // title stays black too: nothing is drawn in white.
    expect(ops).toContain(fill('#ffd43b'));
    expect(ops).not.toContain(fill('#ffffff'));
    expect((await pdfText(branded)).join(' ')).toContain('Quote 1');
  });

  it('renders without the logo, and warns without secrets, when its file is missing from storage', async ({ api }) => {
    const s = await studio(api);
    const invoice = await issuedInvoice(api, s);
    const path = await brand(api, s, 40, null);
    await api.deps.files.delete(path);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const bytes = await pdf(api, s.auth, url(R.getInvoicePdf.path, invoice.id));
      expect(hasImage(bytes)).toBe(false);
      expect((await pdfText(bytes)).join(' ')).toContain('Invoice INV-0001');
      const logged = warn.mock.calls.filter(([message]) => String(message).startsWith('document logo left out'));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toEqual(['document logo left out: its file is missing from storage', { companyId: s.companyId, path }]);
      expect(JSON.stringify(logged)).not.toContain(s.auth.authorization!.slice('Bearer '.length));
    } finally {
      warn.mockRestore();
    }
  });
});
