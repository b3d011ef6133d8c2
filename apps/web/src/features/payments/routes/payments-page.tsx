import { EmptyPage } from '../../../shared/ui/empty-page';
import { paymentsMessages as texts } from '../messages';

export function PaymentsPage() {
  return (
    <EmptyPage title={texts.title} emptyTitle={texts.emptyTitle}>
      {texts.empty}
    </EmptyPage>
  );
}
