import type { EventInput } from '@fullcalendar/core';
import type { CalendarEntry } from '@focal/contracts/calendar';
import { BRAND_COLOUR } from '@focal/contracts/brand';
import { zonedToIso } from '@focal/contracts/zoned-time';
import { readableTextColor } from '../../../shared/ui/readable-text-color';
import { calendarMessages as texts } from '../messages';
import type { DayOverflow } from './month-days';

/** Appointments take the brand's violet; sessions without a job type a neutral grey (theme palette). */
export const APPOINTMENT_COLOUR = '#7050ef';
const UNTYPED_COLOUR = '#868e96';
export const BLOCKED_COLOUR = '#adb5bd';
/** A day's "+3 more": the links' violet (6.6:1 on white). */
const MORE_COLOUR = BRAND_COLOUR;

export function colourOf(entry: CalendarEntry): string {
  if (entry.source === 'blocked') return BLOCKED_COLOUR;
  if (entry.source === 'appointment') return APPOINTMENT_COLOUR;
  return entry.jobType?.colour ?? UNTYPED_COLOUR;
}

/**
 * One FullCalendar event per entry. The entry rides along in extendedProps so the popover and the
 * drag handlers read the server's words; a limited job's session shows no details and cannot move.
 */
export function toEventInput(entry: CalendarEntry): EventInput {
  const colour = colourOf(entry);
  const classNames = [`focal-${entry.source}`];
  if (entry.doubleBooked) classNames.push('focal-double-booked');
  if (entry.limited) classNames.push('focal-limited');
  return {
    id: `${entry.source}:${entry.id}`,
    title: entry.limited ? texts.entry.busy : entry.title,
    start: entry.startsAt,
    end: entry.endsAt,
    allDay: entry.allDay,
    editable: entry.editable && !entry.limited,
    backgroundColor: colour,
    borderColor: colour,
    textColor: readableTextColor(colour),
    classNames,
    extendedProps: { entry },
  };
}

/**
 * The month view's "+3 more" line of a day (lib/month-days.ts): the day's last minute, so it sorts
 * after the day's entries; it opens the day, and cannot be moved.
 */
export function moreEventInput(overflow: DayOverflow, timeZone: string): EventInput {
  return {
    id: `more:${overflow.day}`,
    title: texts.more(overflow.hidden),
    start: zonedToIso(overflow.day, '23:58', timeZone),
    end: zonedToIso(overflow.day, '23:59', timeZone),
    allDay: false,
    editable: false,
    backgroundColor: 'transparent',
    borderColor: 'transparent',
    textColor: MORE_COLOUR,
    classNames: ['focal-more'],
    extendedProps: { more: overflow },
  };
}
