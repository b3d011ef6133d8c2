import { CalendarTexts } from '@focal/contracts';
import { isMidnightIn } from '@focal/contracts/zoned-time';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/validation.ts';

/**
 * An all-day entry covers whole days of the company's time zone: it starts and ends at a midnight
 * there (the end exclusive, as iCal's and FullCalendar's all-day ends are). The contracts already
 * refused an end before the start and spans over 14 days.
 */
export function assertWholeDays(entry: { allDay: boolean; startsAt: Date; endsAt: Date }, timeZone: string) {
  if (!entry.allDay) return;
  const field = !isMidnightIn(entry.startsAt, timeZone)
    ? 'startsAt'
    : !isMidnightIn(entry.endsAt, timeZone)
      ? 'endsAt'
      : null;
  if (!field) return;
  throw fieldError(field, CalendarTexts.wholeDays);
}

/** A save of a session or appointment changed since it was loaded (another tab, a drag). */
export const staleEntry = () =>
  new AppError(
    'StaleVersion',
    'The entry changed',
    'Someone changed this entry after you opened it. Reload it to see the changes, then edit again.',
  );
