import { EmptyPage } from '../../../shared/ui/empty-page';
import { calendarMessages as texts } from '../messages';

export function CalendarPage() {
  return (
    <EmptyPage title={texts.title} emptyTitle={texts.emptyTitle}>
      {texts.empty}
    </EmptyPage>
  );
}
