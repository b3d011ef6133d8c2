import { EmptyPage } from '../../../shared/ui/empty-page';
import { paymentsMessages } from '../messages';

export const PaymentsPage = () => <EmptyPage {...paymentsMessages.list} />;
