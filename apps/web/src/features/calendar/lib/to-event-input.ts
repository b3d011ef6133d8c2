import type { EventInput } from '@fullcalendar/core';
import type { CalendarEntry } from '@focal/contracts/calendar';
import { readableTextColor } from '../../../shared/ui/readable-text-color';
import { calendarMessages as texts } from '../messages';

/** Appointments take the brand's violet; sessions without a job type a neutral grey (theme palette). */
export const APPOINTMENT_COLOUR = '#7050ef';
const UNTYPED_COLOUR = '#868e96';
export const BLOCKED_COLOUR = '#adb5bd';

function colourOf(entry: CalendarEntry): string {
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
