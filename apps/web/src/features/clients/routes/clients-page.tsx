import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconUsers } from '../../../shared/ui/icons';
import { clientsMessages } from '../messages';

export const ClientsPage = () => <EmptyPage {...clientsMessages.list} icon={IconUsers} />;
