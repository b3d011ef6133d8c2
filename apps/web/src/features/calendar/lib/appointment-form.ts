import type { AppointmentKind, AppointmentLink, CalendarEntry } from '@focal/contracts/calendar';
import type { PickedClient } from '../../clients';
import type { PickedJob } from '../../jobs';
import { calendarMessages } from '../messages';
import { switchAllDay, toWall } from './wall-time';

/** What an appointment is about: a client, a job, both or neither. */
export type LinkValue = { client: PickedClient | null; job: PickedJob | null };

/** The form's value from the entry's link (a limited job's hidden name shows as 'Busy'). */
const linkValueOf = (link: AppointmentLink): LinkValue => ({
  client: link?.client ? { id: link.client.id, displayName: link.client.name } : null,
  job: link?.job
    ? { id: link.job.id, stage: link.job.stage, name: link.job.name ?? calendarMessages.entry.busy }
    : null,
});

/** A new entry over a selected span, or an existing appointment or blocked time. */
export type AppointmentTarget =
  { mode: 'new'; startsAt: string; endsAt: string; allDay: boolean } | { mode: 'edit'; entry: CalendarEntry };

export type AppointmentForm = {
  kind: AppointmentKind;
  title: string;
  allDay: boolean;
  starts: string;
  ends: string;
  location: string;
  notes: string;
  link: LinkValue;
};

/** The form's first values: a new entry's span, or the entry as the calendar has it. */
export function initialForm(target: AppointmentTarget, zone: string): AppointmentForm {
  const span = target.mode === 'new' ? target : target.entry;
  const allDay = span.allDay;
  const lastDay = allDay
    ? switchAllDay(span.startsAt, span.endsAt, zone, true).ends
    : toWall(span.endsAt, zone, false);
  if (target.mode === 'new') {
    return {
      kind: 'appointment',
      title: '',
      allDay,
      starts: toWall(span.startsAt, zone, allDay),
      ends: lastDay,
      location: '',
      notes: '',
      link: { client: null, job: null },
    };
  }
  const { entry } = target;
  return {
    kind: entry.source === 'blocked' ? 'blocked' : 'appointment',
    title: entry.title,
    allDay,
    starts: toWall(entry.startsAt, zone, allDay),
    ends: lastDay,
    location: entry.location ?? '',
    notes: entry.notes,
    link: linkValueOf(entry.link),
  };
}
