import { type ComponentProps, Suspense, lazy } from 'react';
import { loadCalendarGrid } from '../lib/load-grid';
import type { CalendarGrid as Grid } from './calendar-grid';
import { CalendarGridSkeleton } from './calendar-grid-skeleton';

// FullCalendar is most of the page's code: the page draws its header and toolbar without waiting for it.
const CalendarGrid = lazy(() => loadCalendarGrid().then((m) => ({ default: m.CalendarGrid })));

/** The calendar grid, loaded on its own; its skeleton holds its place meanwhile. */
export function LazyCalendarGrid(props: ComponentProps<typeof Grid>) {
  return (
    <Suspense fallback={<CalendarGridSkeleton />}>
      <CalendarGrid {...props} />
    </Suspense>
  );
}
