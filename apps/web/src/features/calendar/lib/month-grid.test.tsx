import type { DatesSetArg } from '@fullcalendar/core';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarGrid } from '../components/calendar-grid';
import type { CalendarViewName } from '../components/calendar-grid';
import { WEEK_START, monthGridOf, weekOf } from './month-grid';

afterEach(() => vi.useRealTimers());

/** What the real grid asks for when it opens on `now` in the zone (its datesSet, as the page reads it). */
async function gridRange(
  now: string,
  timeZone: string,
  view: Exclude<CalendarViewName, 'listWeek'> = 'dayGridMonth',
) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  const seen: { from: string; to: string; title: string }[] = [];
  const onDatesSet = (info: DatesSetArg) =>
    seen.push({ from: info.start.toISOString(), to: info.end.toISOString(), title: info.view.title });
  const { unmount } = render(
    <CalendarGrid
      calendarRef={null}
      timeZone={timeZone}
      initialView={view}
      events={[]}
      loaded={false}
      onDatesSet={onDatesSet}
      onChange={() => {}}
      onSelect={() => {}}
      onOpen={() => {}}
    />,
  );
  await waitFor(() => expect(seen).toHaveLength(1));
  unmount();
  return seen[0];
}

describe("the month grid's range, asked for before the grid exists", () => {
  it.each([
    // June 2026 starts on a Monday: the grid starts on the 1st.
    ['2026-06-15T12:00:00Z', 'Europe/London'],
    // New York's clocks go forward on March 8: the six weeks are an hour short of 42 days.
    ['2026-03-20T15:00:00Z', 'America/New_York'],
    // Late on July 31 in New York is August in Tokyo: the zone's month, not UTC's.
    ['2026-07-31T23:30:00Z', 'Asia/Tokyo'],
    ['2026-07-31T23:30:00Z', 'America/New_York'],
    // Across the year's end, and a zone whose clocks change in April and September.
    ['2026-12-31T20:00:00Z', 'Pacific/Auckland'],
    ['2026-10-02T03:00:00Z', 'Australia/Sydney'],
  ])('at %s in %s is the range the grid asks for', async (now, zone) => {
    const { from, to } = (await gridRange(now, zone))!;
    expect(monthGridOf(new Date(now), WEEK_START, zone)).toEqual({ from, to });
  });
});

describe("the agenda's week (a phone's first view) is the grid's week", () => {
  it.each([
    // A Friday in London; a Monday; a Sunday, the week's last day.
    ['2026-12-04T12:00:00Z', 'Europe/London'],
    ['2026-11-30T09:00:00Z', 'Europe/London'],
    ['2026-12-06T20:00:00Z', 'Europe/London'],
    // Sunday evening in New York is Monday in Tokyo: the zone's week.
    ['2026-12-07T01:30:00Z', 'Asia/Tokyo'],
    ['2026-12-07T01:30:00Z', 'America/New_York'],
    // The week New York's clocks go forward, and one across the year's end.
    ['2026-03-10T15:00:00Z', 'America/New_York'],
    ['2026-12-31T20:00:00Z', 'Pacific/Auckland'],
  ])('at %s in %s is the range the week view gives', async (now, zone) => {
    const asked = (await gridRange(now, zone, 'timeGridWeek'))!;
    expect(weekOf(new Date(now), WEEK_START, zone)).toEqual({ from: asked.from, to: asked.to });
  });
});
