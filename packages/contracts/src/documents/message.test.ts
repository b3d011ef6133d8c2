import { describe, expect, it } from 'vitest';
import { INVOICE_LIMITS, invoiceContentSchema } from '../invoices/content.ts';
import { tooLong } from '../messages.ts';
import { quoteContentSchema } from '../quotes/content.ts';
import { QUOTE_LIMITS } from '../quotes/limits.ts';

// Issue 33: the studio's message to the client on a quote's version and on an invoice.
const quote = { kind: 'fixed', title: 'Portraits', lines: [] };
const invoice = { title: 'Portraits', lines: [] };
const issueOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? undefined
    : { path: result.error!.issues[0]!.path, message: result.error!.issues[0]!.message };

describe("a document's message to the client", () => {
  it('is empty on content saved without one, so documents saved before it parse', () => {
    expect(quoteContentSchema.parse(quote).message).toBe('');
    expect(invoiceContentSchema.parse(invoice).message).toBe('');
  });

  it('keeps its line breaks and is trimmed, as notes are', () => {
    const message = 'Hi Anna,\nhere is the quote we talked about.';
    expect(quoteContentSchema.parse({ ...quote, message: `  ${message}\n` }).message).toBe(message);
    expect(invoiceContentSchema.parse({ ...invoice, message }).message).toBe(message);
  });

  it('takes at most 2,000 characters, and says so on the field beyond', () => {
    expect(QUOTE_LIMITS.message).toBe(2_000);
    expect(INVOICE_LIMITS.message).toBe(2_000);
    expect(quoteContentSchema.safeParse({ ...quote, message: 'a'.repeat(2_000) }).success).toBe(true);
    expect(invoiceContentSchema.safeParse({ ...invoice, message: 'a'.repeat(2_000) }).success).toBe(true);
    const refused = { path: ['message'], message: tooLong(2_000) };
    expect(issueOf(quoteContentSchema.safeParse({ ...quote, message: 'a'.repeat(2_001) }))).toEqual(refused);
    expect(issueOf(invoiceContentSchema.safeParse({ ...invoice, message: 'a'.repeat(2_001) }))).toEqual(
      refused,
    );
  });
});
