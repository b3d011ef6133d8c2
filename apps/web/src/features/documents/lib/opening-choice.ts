import { defaultChoice, type QuoteChoice } from '@focal/contracts/quotes/choice';
import type { PublicQuote } from '../api/get-public-document';

/** The choice a quote opens at: the one accepted, else its default; a fixed quote has none. */
export const openingChoice = (quote: PublicQuote): QuoteChoice | null =>
  quote.content.kind === 'pick-and-choose'
    ? (quote.acceptance?.choice ?? defaultChoice(quote.content))
    : null;
