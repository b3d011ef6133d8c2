import { choiceProblem, type QuoteChoice, quoteTotals } from '@focal/contracts/quotes/choice';
import type { PublicQuote } from '../../documents';

/** The total of the client's choice, or null where the money module refuses it (as the view shows). */
export function chosenTotal(quote: PublicQuote, choice: QuoteChoice | null): number | null {
  try {
    return quoteTotals(
      quote.content,
      { currency: quote.currency, pricesIncludeTax: quote.pricesIncludeTax },
      choice,
    ).totalMinor;
  } catch {
    return null;
  }
}

/** Whether the quote can be accepted with this choice (a pick-and-choose quote's packages within bounds). */
export const canAcceptWith = (quote: PublicQuote, choice: QuoteChoice | null) =>
  quote.content.kind === 'fixed' || (choice !== null && choiceProblem(quote.content, choice) === null);

/** A quote the client may still answer. */
export const isOpen = (quote: PublicQuote) => quote.status === 'sent' || quote.status === 'viewed';
