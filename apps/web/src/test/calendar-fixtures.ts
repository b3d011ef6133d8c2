import type { CalendarEntry } from '@focal/contracts/calendar';

const today = new Date();

/** Today (UTC's day) at an hour, `dayOffset` days on, as an ISO instant. */
export const todayAt = (hour: number, dayOffset = 0) =>
  new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + dayOffset, hour),
  ).toISOString();

const WEDDING_TYPE = { id: 'type-1', name: 'Wedding', colour: '#e64980' };

/** A lead's session today 10:00-12:00 at Hyde Park, as GET /api/user/calendar lists it. */
export const calendarSession = (overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  id: 'session-1',
  source: 'session',
  title: 'Engagement shoot',
  startsAt: todayAt(10),
  endsAt: todayAt(12),
  allDay: false,
  location: 'Hyde Park',
  notes: '',
  job: { id: 'job-1', stage: 'lead', status: 'active', name: 'Ann & Bo wedding' },
  jobType: WEDDING_TYPE,
  link: null,
  limited: false,
  doubleBooked: false,
  editable: true,
  updatedAt: '2026-05-01T10:00:00.123Z',
  ...overrides,
});
