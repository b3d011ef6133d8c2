import type { Quote } from '@focal/contracts/quotes/api';

export type QuoteAction = 'edit' | 'send' | 'accept' | 'decline' | 'delete';

/**
 * What the studio may do with a quote now, by its state (the server refuses the rest): an accepted
 * quote is frozen; a draft is sent; a sent, viewed (or, for a decline, expired) one is answered;
 * only a quote never sent can be deleted.
 */
export function quoteActions(quote: Pick<Quote, 'status' | 'sentVersion'>): QuoteAction[] {
  const { status, sentVersion } = quote;
  if (status === 'accepted') return [];
  const actions: QuoteAction[] = ['edit'];
  if (status === 'draft') actions.push('send');
  if (status === 'sent' || status === 'viewed') actions.push('accept', 'decline');
  if (status === 'expired') actions.push('decline');
  if (sentVersion === null) actions.push('delete');
  return actions;
}
