/** What the billing page reads and edits of the payments tables (the payments repo owns them). */
export { defaultCard, openRenewalInvoice, recentInvoices, updateBillingDetails } from './repo.ts';
