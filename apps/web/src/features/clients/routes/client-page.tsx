import { EmptyPage } from '../../../shared/ui/empty-page';
import { clientsMessages as texts } from '../messages';

/** /clients/client/{id}. */
export const ClientPage = () => (
  <EmptyPage {...texts.client} back={{ to: '/clients', label: texts.allClients }} />
);
