import { GRID_HEIGHT } from '../lib/grid-height';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { calendarMessages as texts } from '../messages';
import classes from './calendar.module.css';

/** Where the grid will be, as tall as it (the same frame and height): its arrival shifts nothing. */
export function CalendarGridSkeleton() {
  return (
    <div className={classes.calendar}>
      <LoadingStatus label={texts.loading} style={{ height: GRID_HEIGHT }} />
    </div>
  );
}
