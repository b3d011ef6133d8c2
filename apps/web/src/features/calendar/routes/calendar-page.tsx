import { EmptyPage } from '../../../shared/ui/empty-page';
import { calendarMessages } from '../messages';

export const CalendarPage = () => <EmptyPage {...calendarMessages.calendar} />;
