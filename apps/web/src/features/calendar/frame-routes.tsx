import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';
import { pageNames } from '../../shared/routing/page-names';

export const calendarFrameRoutes: RouteObject[] = [
  {
    path: 'calendar',
    ...page(pageNames.calendar, () => import('./routes/calendar-page').then((m) => m.CalendarPage)),
  },
];
