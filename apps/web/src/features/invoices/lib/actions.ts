import type { Invoice } from '@focal/contracts/invoices/api';

export type InvoiceAction =
  'edit' | 'send' | 'void' | 'delete' | 'payment' | 'credit' | 'schedule' | 'pdf' | 'revoke';

/**
 * What the studio may do with an invoice now, by its state (the server refuses the rest): a draft
 * is edited, sent (issued) or deleted; an issued one takes payments while a balance is left, is
 * credited while anything is left uncredited, and voided while nothing was paid or credited on it
 * (one with payments is refunded first; one with a credit note would be corrected twice); its
 * schedule changes while the server says it can (its first instalment not yet paid in full); a void
 * one is kept as it is. Every invoice has its PDF; an issued one (void too) may have been mailed,
 * so its links can be stopped.
 */
export function invoiceActions(
  invoice: Pick<
    Invoice,
    'status' | 'paidMinor' | 'creditedMinor' | 'totalMinor' | 'balanceMinor' | 'scheduleCanChange'
  >,
): InvoiceAction[] {
  if (invoice.status === 'draft') return ['edit', 'send', 'pdf', 'delete'];
  if (invoice.status === 'void') return ['pdf', 'revoke'];
  const actions: InvoiceAction[] = [];
  if (invoice.balanceMinor > 0) actions.push('payment');
  if (invoice.scheduleCanChange) actions.push('schedule');
  if (invoice.creditedMinor < invoice.totalMinor) actions.push('credit');
  actions.push('pdf', 'revoke');
  if (invoice.paidMinor === 0 && invoice.creditedMinor === 0) actions.push('void');
  return actions;
}
