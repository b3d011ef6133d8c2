import { isoToZoned, nextDay, zonedToIso } from '@focal/contracts/zoned-time';

/**
 * The appointment form shows wall-clock times of the company's zone (the calendar's zone), whatever
 * the device's zone; the server takes instants. Native date and time inputs hold "yyyy-MM-ddTHH:mm"
 * or, all day, "yyyy-MM-dd". The conversion is the one the server and the session forms use.
 */
const WALL = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/;

export function toWall(iso: string, zone: string, allDay: boolean): string {
  const { day, time } = isoToZoned(iso, zone);
  return allDay ? day : `${day}T${time}`;
}

/** An instant from the form's wall time; an all-day end is the day after the last day, at midnight. */
export function fromWall(wall: string, zone: string, allDay: boolean, end = false): string | null {
  const [, day, time] = WALL.exec(wall) ?? [];
  if (!day || (!allDay && !time)) return null;
  // A date or time that does not exist (Feb 30, 25:00) is not rolled over into another.
  const read = new Date(`${day}T${time ?? '00:00'}:00Z`);
  if (Number.isNaN(read.getTime()) || !read.toISOString().startsWith(`${day}T${time ?? '00:00'}`))
    return null;
  const iso = allDay ? zonedToIso(end ? nextDay(day) : day, '00:00', zone) : zonedToIso(day, time!, zone);
  // Whole minutes: the instant without its zero milliseconds, as the form has always sent it.
  return iso.replace('.000Z', 'Z');
}

/** The form's wall values when switching between timed and all day (an all-day end is inclusive). */
export function switchAllDay(startsAt: string, endsAt: string, zone: string, allDay: boolean) {
  if (allDay) {
    const lastDay = isoToZoned(new Date(Date.parse(endsAt) - 1), zone).day;
    return { starts: toWall(startsAt, zone, true), ends: lastDay };
  }
  const { day } = isoToZoned(startsAt, zone);
  return { starts: `${day}T09:00`, ends: `${day}T10:00` };
}
