import { EmptyPage } from '../../../shared/ui/empty-page';
import { clientsMessages } from '../messages';

export const ClientsPage = () => <EmptyPage {...clientsMessages.list} />;
