import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconCalendar } from '../../../shared/ui/icons';
import { calendarMessages } from '../messages';

export const CalendarPage = () => <EmptyPage {...calendarMessages.calendar} icon={IconCalendar} />;
