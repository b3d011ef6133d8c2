import { createHash } from 'node:crypto';
import { ApiRoutes as R, fillPath, type Invoice, type Quote } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, studio } from '../../test/job-factories.ts';
import { pdfText } from '../../test/pdf-text.ts';

const url = (path: string, id: string) => fillPath(path, { id });
const vat = { name: 'VAT', rateMillionths: 200000, compound: false };
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function pdfOf(api: Api, auth: Record<string, string>, path: string) {
  const res = await api.get(path, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.rawPayload;
}

const BODY = (jobId: string) => ({
          jobId,
          content: {
            title: 'Wedding — Dubois',
            lines: [{ name: 'Full day coverage', quantityThousandths: 1500, unitPriceMinor: 200000, taxes: [vat] }],
            schedule: {
              instalments: [
                { amount: { kind: 'percent', basisPoints: 3000 }, due: { kind: 'on-acceptance' }, label: 'Deposit' },
                { amount: { kind: 'balance' }, due: { kind: 'fixed-date', date: '2999-05-01' } },
              ],
            },
          },
        });

describe('PDFs of quotes and invoices', () => {
  it('prints an issued invoice with its number, parties, tax per rate and schedule, archival and the same bytes every time', async ({
    api,
  }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId, 'Chloé', 'Dubois')] });
    const created = await api.post(R.createInvoice.path, BODY(lead.id), { as: s.auth });
    expect(created.statusCode, created.body).toBe(200);
    let invoice = created.json().data as Invoice;
    const draft = await pdfOf(api, s.auth, url(R.getInvoicePdf.path, invoice.id));
    expect((await pdfText(draft)).join(' ')).toContain('Draft invoice');

    invoice = (await api.post(url(R.sendInvoice.path, invoice.id), { updatedAt: invoice.updatedAt, email: false }, { as: s.auth })).json().data;
    const first = await pdfOf(api, s.auth, url(R.getInvoicePdf.path, invoice.id));
    const again = await pdfOf(api, s.auth, url(R.getInvoicePdf.path, invoice.id));
    expect(sha(again)).toBe(sha(first));
    expect(first.subarray(0, 8).toString()).toBe('%PDF-1.7');
    // PDF/A-2b: the identification in the XMP metadata, and no script anywhere.
    const raw = first.toString('latin1');
    expect(raw).toContain('<pdfaid:part>2</pdfaid:part>');
    expect(raw).not.toMatch(/\/JavaScript|\/JS\b/);

    const text = (await pdfText(first)).join(' ');
    for (const expected of [
      'Invoice INV-0001',
      'Wedding — Dubois',
      'Chloé Dubois',
      'Full day coverage',
      '1.5',
      '$3,000.00', // 1.5 × 2,000.00
      'VAT 20% on $3,000.00',
      '$600.00',
      '$3,600.00',
      'Deposit',
      '$1,080.00', // 30% of the total
      '1 May 2999',
    ])
      expect(text).toContain(expected);
  });

  it('prints a pick-and-choose quote with its packages and add-ons, and the same version as the same bytes', async ({ api }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    const quote = (
      await api.post(
        R.createQuote.path,
        {
          jobId: lead.id,
          content: {
            kind: 'pick-and-choose',
            title: 'Your collections',
            packages: [
              { name: 'Silver', priceMinor: 200000 },
              { name: 'Gold', priceMinor: 300000 },
            ],
            addOns: [{ name: 'Parent album', unitPriceMinor: 40000, maxQuantity: 2, defaultQuantity: 1 }],
          },
        },
        { as: s.auth },
      )
    ).json().data as Quote;
    const sent = (await api.post(url(R.sendQuote.path, quote.id), { updatedAt: quote.updatedAt }, { as: s.auth })).json().data as Quote;
    const first = await pdfOf(api, s.auth, url(R.getQuotePdf.path, sent.id));
    expect(sha(await pdfOf(api, s.auth, url(R.getQuotePdf.path, sent.id)))).toBe(sha(first));
    const text = (await pdfText(first)).join(' ');
    for (const expected of ['Quote 1', 'Your collections', 'Silver: $2,000.00', 'Gold: $3,000.00', 'Parent album', '$2,400.00'])
      expect(text).toContain(expected);
  });
});
