import type { EventInput } from '@fullcalendar/core';
import type { CalendarEntry } from '@focal/contracts/calendar';
import { calendarMessages as texts } from '../messages';

/** Appointments take the brand's violet; sessions without a job type a neutral grey (theme palette). */
export const APPOINTMENT_COLOUR = '#7050ef';
const UNTYPED_COLOUR = '#868e96';
export const BLOCKED_COLOUR = '#adb5bd';

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
function textOn(hex: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return '#ffffff';
  const value = parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#1a1b1e';
}

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
    textColor: textOn(colour),
    classNames,
    extendedProps: { entry },
  };
}
