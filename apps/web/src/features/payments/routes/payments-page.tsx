import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconCreditCard } from '../../../shared/ui/icons';
import { paymentsMessages } from '../messages';

export const PaymentsPage = () => <EmptyPage {...paymentsMessages.list} icon={IconCreditCard} />;
