/** What the billing page reads and edits of the subscription billing tables (the charges repo owns them). */
export { defaultCard, openRenewalInvoice, recentInvoices, updateBillingDetails } from './repo.ts';
