import { DateTime } from 'luxon';

/**
 * The appointment form shows wall-clock times of the company's zone (the calendar's zone), whatever
 * the device's zone; the server takes instants. Native date and time inputs hold "yyyy-MM-ddTHH:mm"
 * or, all day, "yyyy-MM-dd".
 */
const TIMED = "yyyy-MM-dd'T'HH:mm";
const DAY = 'yyyy-MM-dd';

export function toWall(iso: string, zone: string, allDay: boolean): string {
  return DateTime.fromISO(iso, { zone }).toFormat(allDay ? DAY : TIMED);
}

/** An instant from the form's wall time; an all-day end is the day after the last day, at midnight. */
export function fromWall(wall: string, zone: string, allDay: boolean, end = false): string | null {
  const parsed = DateTime.fromFormat(wall, allDay ? DAY : TIMED, { zone });
  if (!parsed.isValid) return null;
  const value = allDay ? parsed.startOf('day').plus({ days: end ? 1 : 0 }) : parsed;
  return value.toUTC().toISO({ suppressMilliseconds: true });
}

/** The form's wall values when switching between timed and all day (an all-day end is inclusive). */
export function switchAllDay(startsAt: string, endsAt: string, zone: string, allDay: boolean) {
  if (allDay) {
    const lastDay = DateTime.fromISO(endsAt, { zone }).minus({ milliseconds: 1 });
    return { starts: toWall(startsAt, zone, true), ends: lastDay.toFormat(DAY) };
  }
  const start = DateTime.fromISO(startsAt, { zone }).startOf('day').set({ hour: 9 });
  return { starts: start.toFormat(TIMED), ends: start.plus({ hours: 1 }).toFormat(TIMED) };
}
