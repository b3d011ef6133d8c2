import { EmptyPage } from '../../../shared/ui/empty-page';
import { invoicesMessages as texts } from '../messages';

/** /invoices/{id}. */
export const InvoicePage = () => (
  <EmptyPage {...texts.invoice} back={{ to: '/payments', label: texts.allPayments }} />
);
