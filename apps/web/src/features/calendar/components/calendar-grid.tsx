import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { CalendarEntry } from '@focal/contracts/calendar';
import { useCallbackRef } from '@mantine/hooks';
import { type Ref, useDeferredValue, useMemo } from 'react';
import { useFirstContentMark } from '../../../shared/routing/first-content';
import { formatMonthTitle, formatWallRange, formatWallTime } from '../../../shared/format/format-date';
import { GRID_HEIGHT } from '../lib/grid-height';
import { entryContent } from './entry-nodes';
import type { DayOverflow } from '../lib/month-days';
import { WEEK_START } from '../lib/month-grid';
import { zonePlugin } from '../lib/zone-plugin';
import classes from './calendar.module.css';

export type CalendarViewName =
  'dayGridMonth' | 'timeGridWeek' | 'timeGridThreeDay' | 'timeGridDay' | 'listWeek';

export type EntryChange = {
  entry: CalendarEntry;
  startsAt: string;
  endsAt: string;
  /** Puts the entry back where it was (the server refused the move). */
  revert: () => void;
};

type Props = {
  calendarRef: Ref<FullCalendar>;
  timeZone: string;
  initialView: Exclude<CalendarViewName, 'listWeek'>;
  /** The day it opens on ('YYYY-MM-DD' or an instant); today when not given. */
  initialDate?: string | undefined;
  events: EventInput[];
  /** The range's answer (or failure) has come: the grid then holds the page's first content. */
  loaded: boolean;
  onDatesSet: (info: DatesSetArg) => void;
  onChange: (change: EntryChange) => void;
  onSelect: (span: { startsAt: string; endsAt: string; allDay: boolean }) => void;
  onOpen: (entry: CalendarEntry, anchor: HTMLElement) => void;
};

// Times on the grid are written as everywhere else in the app (shared/format), not FullCalendar's "5p".
type Marker = { marker: Date };
type FormattingArg = { date: Marker; start: Marker; end?: Marker | null };
const slotLabel = (arg: FormattingArg) => formatWallTime(arg.date.marker);
const eventTime = (arg: FormattingArg) =>
  arg.end ? formatWallRange(arg.start.marker, arg.end.marker) : formatWallTime(arg.start.marker);
// The page draws this title before the grid exists: one formatter, so it does not change when it comes.
const monthTitle = (arg: FormattingArg) => formatMonthTitle(arg.date.marker, 'UTC');

/** The timed views open at 08:00; a phone's week is three days (seven columns leave no room for a time). */
const VIEWS = {
  dayGridMonth: { titleFormat: monthTitle },
  timeGrid: { scrollTime: '08:00:00' },
  timeGridThreeDay: { type: 'timeGrid', duration: { days: 3 } },
};

const NO_EVENTS: EventInput[] = [];
const plugins = [dayGridPlugin, timeGridPlugin, interactionPlugin, zonePlugin];
const entryOf = (event: { extendedProps: Record<string, unknown> }) =>
  event.extendedProps.entry as CalendarEntry;

const overflowOf = (event: { extendedProps: Record<string, unknown> }) =>
  event.extendedProps.more as DayOverflow | undefined;

// A timed entry stays timed and an all-day one all-day: the move route keeps the kind.
const eventAllow = (span: { allDay: boolean }, event: { allDay: boolean } | null) =>
  span.allDay === Boolean(event?.allDay);

/**
 * FullCalendar v6 in the company's time zone (lib/zone-plugin.ts): the page draws its own
 * toolbar, so FullCalendar's header is off. Week starts on Monday, as the dashboard's week does.
 *
 * FullCalendar's React wrapper hands every prop to the calendar on each render, and a function it has
 * not seen makes it draw the whole grid again (a month of entries: 220 ms of a fast machine's CPU, in
 * one task, each time the page rendered). So the handlers keep one identity (useCallbackRef calls the
 * latest), and the grid's element is remade only when what it shows changes.
 */
export function CalendarGrid({
  calendarRef,
  timeZone,
  initialView,
  initialDate,
  events,
  loaded,
  ...on
}: Props) {
  // The empty month is painted first and the entries in a render of their own (a month of entries
  // drawn with the grid made one long task on a phone); later lists come the same way.
  const shown = useDeferredValue(events, NO_EVENTS);
  useFirstContentMark(loaded && shown === events);
  const datesSet = useCallbackRef(on.onDatesSet);
  const changed = useCallbackRef((info: EventDropArg | EventResizeDoneArg) => {
    const { event } = info;
    const entry = entryOf(event);
    const start = event.start!;
    // FullCalendar leaves `end` null when it equals the default duration: keep the entry's own length.
    const length = Date.parse(entry.endsAt) - Date.parse(entry.startsAt);
    const end = event.end ?? new Date(start.getTime() + length);
    on.onChange({ entry, startsAt: start.toISOString(), endsAt: end.toISOString(), revert: info.revert });
  });
  const select = useCallbackRef((info: DateSelectArg) => {
    info.view.calendar.unselect();
    on.onSelect({ startsAt: info.start.toISOString(), endsAt: info.end.toISOString(), allDay: info.allDay });
  });
  const eventClick = useCallbackRef((info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const overflow = overflowOf(info.event);
    if (overflow) info.view.calendar.changeView('timeGridDay', overflow.day);
    else on.onOpen(entryOf(info.event), info.el);
  });

  const grid = useMemo(
    () => (
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        timeZone={timeZone}
        initialView={initialView}
        {...(initialDate && { initialDate })}
        headerToolbar={false}
        // One fixed height for every view: FullCalendar reads `height` for the calendar, not per
        // view, so 'auto' (the month growing to fit) also grew the week to 24 hours with no scroller
        // of its own, and scrollTime had nothing to scroll: a newcomer saw midnight.
        height={GRID_HEIGHT}
        firstDay={WEEK_START}
        nowIndicator
        selectable
        selectMirror
        dayMaxEvents
        eventInteractive
        eventDisplay="block"
        slotLabelFormat={slotLabel}
        eventTimeFormat={eventTime}
        views={VIEWS}
        events={shown}
        eventAllow={eventAllow}
        datesSet={datesSet}
        eventDrop={changed}
        eventResize={changed}
        select={select}
        eventClick={eventClick}
        eventContent={entryContent}
      />
    ),
    [calendarRef, timeZone, initialView, initialDate, shown, datesSet, changed, select, eventClick],
  );
  return <div className={classes.calendar}>{grid}</div>;
}
