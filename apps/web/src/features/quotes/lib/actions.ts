import type { Quote } from '@focal/contracts/quotes/api';

export type QuoteAction = 'edit' | 'send' | 'accept' | 'decline' | 'invoice' | 'pdf' | 'revoke' | 'delete';

/**
 * What the studio may do with a quote now, by its state (the server refuses the rest): an accepted
 * quote is frozen; a draft is sent; a sent, viewed (or, for a decline, expired) one is answered;
 * only a quote never sent can be deleted. An invoice is made from any quote but a declined one (an
 * unaccepted one on the studio's say); a quote once sent has links to stop; every one has its PDF.
 */
export function quoteActions(quote: Pick<Quote, 'status' | 'sentVersion'>): QuoteAction[] {
  const { status, sentVersion } = quote;
  const actions: QuoteAction[] = [];
  if (status !== 'accepted') actions.push('edit');
  if (status === 'draft') actions.push('send');
  if (status === 'sent' || status === 'viewed') actions.push('accept', 'decline');
  if (status === 'expired') actions.push('decline');
  if (status !== 'declined') actions.push('invoice');
  actions.push('pdf');
  if (sentVersion !== null) actions.push('revoke');
  if (sentVersion === null) actions.push('delete');
  return actions;
}

/** Make invoice is the next step once accepted (a button); before that it waits in the menu. */
export const invoiceIsPrimary = (quote: Pick<Quote, 'status'>) => quote.status === 'accepted';
