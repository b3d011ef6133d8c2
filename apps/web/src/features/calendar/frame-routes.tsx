import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';
import { pageNames } from '../../shared/routing/page-names';
import { matchesMedia } from '../../shared/platform';
import { loadCalendarGrid } from './lib/load-grid';
import { NARROW_QUERY } from './lib/narrow';

export const calendarFrameRoutes: RouteObject[] = [
  {
    path: 'calendar',
    ...page(pageNames.calendar, () => {
      // The grid's chunk downloads beside the page's, and the page sends the month's request at once;
      // a phone opens on the agenda, the page's own, and loads the grid once the page is drawn.
      if (!matchesMedia(NARROW_QUERY))
        loadCalendarGrid().catch(() => {
          // The grid asks again when it is drawn, and shows the failure there.
        });
      return import('./routes/calendar-page').then((m) => m.CalendarPage);
    }),
  },
];
