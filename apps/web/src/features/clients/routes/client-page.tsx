import { EmptyPage } from '../../../shared/ui/empty-page';
import { clientsMessages as texts } from '../messages';

/** /clients/client/{id}. */
export function ClientPage() {
  return (
    <EmptyPage
      title={texts.clientTitle}
      emptyTitle={texts.clientEmptyTitle}
      back={{ to: '/clients', label: texts.allClients }}
    >
      {texts.clientEmpty}
    </EmptyPage>
  );
}
