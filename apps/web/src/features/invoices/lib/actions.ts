import type { Invoice } from '@focal/contracts/invoices/api';

export type InvoiceAction = 'edit' | 'send' | 'void' | 'delete';

/**
 * What the studio may do with an invoice now, by its state (the server refuses the rest): a draft
 * is edited, sent (issued) or deleted; an issued one is voided while nothing was paid on it (one
 * with payments is refunded first); a void one is kept as it is.
 */
export function invoiceActions(invoice: Pick<Invoice, 'status' | 'paidMinor'>): InvoiceAction[] {
  if (invoice.status === 'draft') return ['edit', 'send', 'delete'];
  if (invoice.status === 'void' || invoice.paidMinor > 0) return [];
  return ['void'];
}
