import type { DatesSetArg } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { CalendarEntry } from '@focal/contracts/calendar';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { describeError } from '../../../shared/errors/describe-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { type VisibleRange, useCalendarRange } from '../api/get-calendar-range';
import type { AppointmentTarget } from '../lib/appointment-form';
import type { CalendarViewName } from '../components/calendar-grid';
import { CalendarLegend } from '../components/calendar-legend';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { LazyCalendarGrid } from '../components/lazy-calendar-grid';
import { useEntryChange } from '../hooks/use-entry-change';
import { moreEventInput, toEventInput } from '../lib/to-event-input';
import { capMonthDays } from '../lib/month-days';
import { formatDayRange, formatMonthTitle } from '../../../shared/format/format-date';
import { browserTimeZone } from '../../../shared/locale/locale-options';
import { useAfterFirstContent } from '../../../shared/routing/first-content';
import { whenIdle } from '../../../shared/routing/when-idle';
import { matchesMedia } from '../../../shared/platform';
import { WEEK_START, monthGridOf, weekOf } from '../lib/month-grid';
import { zonesDiffer } from '../lib/zones';
import { calendarMessages as texts } from '../messages';

// The dialogs (the appointment form with its client and job pickers, the feed) load when first
// opened: Mantine's Select and the form's code are not on the calendar's first screen.
const AppointmentModal = lazy(() =>
  import('../components/appointment-modal').then((m) => ({ default: m.AppointmentModal })),
);
const FeedModal = lazy(() => import('../components/feed-modal').then((m) => ({ default: m.FeedModal })));
// An entry's details (Mantine's Popover, floating-ui, a focus trap) likewise, fetched once the page
// has drawn its first content and the browser is idle (issue 31: TBT on a phone).
const loadEntryPopover = () => import('../components/entry-popover');
const EntryPopover = lazy(() => loadEntryPopover().then((m) => ({ default: m.EntryPopover })));

const NO_ENTRIES: CalendarEntry[] = [];
/** Narrower than this, seven day columns cannot hold a time ("10:0"): the week becomes three days. */
const NARROW_QUERY = '(max-width: 640px)';

/**
 * A phone opens on the agenda of this week: a month's 42 cells in 390 px hold a dot per entry, and
 * drawing them was most of the page's first second on a phone (docs/decisions/calendar-phone-agenda.md).
 */
function openingView(phone: boolean, timeZone: string) {
  const now = new Date();
  if (!phone) {
    const range = monthGridOf(now, WEEK_START, timeZone);
    return { view: 'dayGridMonth' as const, range, title: formatMonthTitle(now, timeZone) };
  }
  const range = weekOf(now, WEEK_START, timeZone);
  const last = new Date(Date.parse(range.to) - 1);
  return { view: 'listWeek' as const, range, title: formatDayRange(new Date(range.from), last, timeZone) };
}

/**
 * /calendar: every session of every lead and job, the studio's appointments and blocked time, in
 * month, week, day and agenda views, in the company's time zone.
 */
export function CalendarPage() {
  const { timeZone } = useBootstrap().authorizedCompany;
  const calendarRef = useRef<FullCalendar>(null);
  const phone =
    useMediaQuery(NARROW_QUERY, matchesMedia(NARROW_QUERY), { getInitialValueInEffect: false }) ?? false;
  // The view the grid opens on, with its range and title, asked for and written before the grid's
  // code has arrived: on a phone the agenda of this week, elsewhere the month.
  const [opening] = useState(() => openingView(phone, timeZone));
  const [range, setRange] = useState<VisibleRange>(opening.range);
  const [title, setTitle] = useState(opening.title);
  const [view, setView] = useState<CalendarViewName>(opening.view);
  const [popover, setPopover] = useState<{ entry: CalendarEntry; rect: DOMRect; anchor: HTMLElement } | null>(
    null,
  );
  const [appointment, setAppointment] = useState<AppointmentTarget | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const query = useCalendarRange(range);
  const onChange = useEntryChange();
  const entries = query.data?.entries ?? NO_ENTRIES;
  const events = useMemo(() => {
    if (view !== 'dayGridMonth') return entries.map(toEventInput);
    const { shown, more } = capMonthDays(entries, timeZone);
    return [...shown.map(toEventInput), ...more.map((day) => moreEventInput(day, timeZone))];
  }, [entries, view, timeZone]);
  const browser = browserTimeZone();
  const otherZone = zonesDiffer(timeZone, browser) ? browser : null;
  const api = () => calendarRef.current?.getApi();
  const afterFirstContent = useAfterFirstContent();
  useEffect(() => {
    if (afterFirstContent) return whenIdle(() => void loadEntryPopover());
  }, [afterFirstContent]);
  // A week turned to a phone's width becomes three days, and back: the toolbar offers one of them.
  useEffect(() => {
    const swap = phone ? ['timeGridWeek', 'timeGridThreeDay'] : ['timeGridThreeDay', 'timeGridWeek'];
    if (view === swap[0]) calendarRef.current?.getApi().changeView(swap[1]!);
  }, [phone, view]);

  // A view chosen before the grid's code has arrived is the one the grid opens on.
  const onView = (next: CalendarViewName) => {
    const grid = api();
    if (grid) grid.changeView(next);
    else setView(next);
  };
  const onDatesSet = (info: DatesSetArg) => {
    setTitle(info.view.title);
    setView(info.view.type as CalendarViewName);
    setRange({ from: info.start.toISOString(), to: info.end.toISOString() });
  };
  // Every entry opens its details first (an appointment's client and job are links there); Edit
  // in them opens an appointment's form.
  const onOpen = (entry: CalendarEntry, anchor: HTMLElement) =>
    setPopover({ entry, anchor, rect: anchor.getBoundingClientRect() });
  // The form opened from the details gives focus back to the entry, as the details do.
  const editedFrom = useRef<HTMLElement | null>(null);
  const onEdit = (entry: CalendarEntry) => {
    editedFrom.current = popover?.anchor ?? null;
    setPopover(null);
    setAppointment({ mode: 'edit', entry });
  };
  const closeAppointment = () => {
    setAppointment(null);
    editedFrom.current?.focus();
    editedFrom.current = null;
  };
  const closePopover = () => {
    popover?.anchor.focus();
    setPopover(null);
  };
  const addNow = () => {
    const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    setAppointment({
      mode: 'new',
      allDay: false,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    });
  };

  return (
    <Stack gap="md">
      <PageHeader title={texts.calendar.title} />
      {otherZone && (
        <Text size="sm" c="dimmed">
          {texts.zoneNote(timeZone, otherZone)}
        </Text>
      )}
      <CalendarToolbar
        title={title}
        phone={phone}
        view={view}
        onView={onView}
        onToday={() => api()?.today()}
        onPrevious={() => api()?.prev()}
        onNext={() => api()?.next()}
        onAdd={addNow}
        onSubscribe={() => setSubscribing(true)}
      />
      {query.error && (
        <Alert color="red" title={texts.failed}>
          <Text size="sm">{describeError(query.error).message}</Text>
          <Button mt="sm" size="compact-md" variant="default" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      )}
      <div aria-busy={query.isFetching}>
        <LazyCalendarGrid
          calendarRef={calendarRef}
          timeZone={timeZone}
          initialView={view}
          events={events}
          loaded={query.data !== undefined || Boolean(query.error)}
          onDatesSet={onDatesSet}
          onChange={onChange}
          onSelect={(span) => setAppointment({ mode: 'new', ...span })}
          onOpen={onOpen}
        />
      </div>
      {/* Below the grid: its types arrive with the entries, and nothing above the grid moves. */}
      <CalendarLegend entries={entries} />
      <Suspense fallback={null}>
        {popover && (
          <EntryPopover opened={popover} browserZone={otherZone} onClose={closePopover} onEdit={onEdit} />
        )}
        {appointment && (
          <AppointmentModal target={appointment} timeZone={timeZone} onClose={closeAppointment} />
        )}
        {subscribing && <FeedModal onClose={() => setSubscribing(false)} />}
      </Suspense>
    </Stack>
  );
}
