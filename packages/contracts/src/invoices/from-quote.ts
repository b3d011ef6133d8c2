import type { QuoteChoice } from '../quotes/choice.ts';
import { chosenLines } from '../quotes/choice.ts';
import type { QuoteContent } from '../quotes/content.ts';
import type { InvoiceContent } from './content.ts';

/**
 * An invoice's content made from a quote's version: its lines for the choice (`chosenLines`), its
 * discount, notes and terms, and the schedule chosen (not its message: that spoke to the quote).
 */
export function invoiceContentFromQuote(
  content: QuoteContent,
  choice: QuoteChoice | null,
  scheduleIndex: number | null,
): InvoiceContent {
  return {
    title: content.title,
    lines: content.kind === 'fixed' ? content.lines : chosenLines(content, choice),
    discount: content.discount,
    notes: content.notes,
    terms: content.terms,
    // The quote's message spoke to the quote: the invoice starts without one.
    message: '',
    supplyOn: null,
    dueOn: null,
    schedule: content.schedules[scheduleIndex ?? 0]?.rule ?? null,
    exemptionNote: '',
  };
}
