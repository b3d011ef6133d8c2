import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconFileInvoice } from '../../../shared/ui/icons';
import { invoicesMessages as texts } from '../messages';

/** /invoices/{id}. */
export const InvoicePage = () => (
  <EmptyPage {...texts.invoice} icon={IconFileInvoice} back={{ to: '/payments', label: texts.allPayments }} />
);
