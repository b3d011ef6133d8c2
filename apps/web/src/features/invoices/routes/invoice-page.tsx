import { EmptyPage } from '../../../shared/ui/empty-page';
import { invoicesMessages as texts } from '../messages';

/** /invoices/{id}. */
export function InvoicePage() {
  return (
    <EmptyPage
      title={texts.title}
      emptyTitle={texts.emptyTitle}
      back={{ to: '/payments', label: texts.allPayments }}
    >
      {texts.empty}
    </EmptyPage>
  );
}
