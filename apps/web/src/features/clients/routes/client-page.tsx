import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconUsers } from '../../../shared/ui/icons';
import { clientsMessages as texts } from '../messages';

/** /clients/client/{id}. */
export const ClientPage = () => (
  <EmptyPage {...texts.client} icon={IconUsers} back={{ to: '/clients', label: texts.allClients }} />
);
