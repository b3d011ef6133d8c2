import { EmptyPage } from '../../../shared/ui/empty-page';
import { clientsMessages as texts } from '../messages';

export function ClientsPage() {
  return (
    <EmptyPage title={texts.title} emptyTitle={texts.emptyTitle}>
      {texts.empty}
    </EmptyPage>
  );
}
