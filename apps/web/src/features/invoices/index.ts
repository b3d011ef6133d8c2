// The invoices feature's public entry: what another feature may use of it.
export { InvoiceStateBadge } from './components/state-badge';
