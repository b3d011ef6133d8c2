import { ApiRoutes as R, fillPath, type Invoice, type InvoiceContentInput } from '@focal/contracts';
import { expect } from 'vitest';
import type { Api } from './api-test.ts';

type Auth = Record<string, string>;
const VAT_20 = { name: 'VAT', rateMillionths: 200000, compound: false };

/**
 * An invoice of a lead or job, issued through the API: by default one line of 1,000.00 + 20% VAT
 * (1,200.00), `content` changing any part. `email: false` issues it without mailing the client.
 */
export async function issuedInvoice(
  api: Api,
  auth: Auth,
  jobId: string,
  content: Partial<InvoiceContentInput> = {},
  { email = true } = {},
): Promise<Invoice> {
  const body = {
    jobId,
    content: {
      title: 'Wedding',
      lines: [{ name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 100000, taxes: [VAT_20] }],
      ...content,
    },
  };
  const draft = (await api.post(R.createInvoice.path, body, { as: auth })).json().data as Invoice;
  const res = await api.post(
    fillPath(R.sendInvoice.path, { id: draft.id }),
    { updatedAt: draft.updatedAt, ...(email ? {} : { email: false }) },
    { as: auth },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Invoice;
}
