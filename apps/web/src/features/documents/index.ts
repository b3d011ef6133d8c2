// The documents feature's public entry: the client's views of a quote and an invoice, which the
// client portal (features/portal) shows with its own actions around them.
export type { PublicInvoice, PublicQuote } from './api/get-public-document';
export { InvoiceView } from './components/invoice-view';
export { QuoteStatus } from './components/quote-status';
export { QuoteView } from './components/quote-view';
export { openingChoice } from './lib/opening-choice';
export { documentMessages } from './messages';
