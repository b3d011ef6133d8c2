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
import { AgendaWeek } from '../components/agenda-week';
import { LazyCalendarGrid } from '../components/lazy-calendar-grid';
import { useEntryChange } from '../hooks/use-entry-change';
import { moreEventInput, toEventInput } from '../lib/to-event-input';
import { capMonthDays } from '../lib/month-days';
import { formatDayRange, formatMonthTitle } from '../../../shared/format/format-date';
import { browserTimeZone } from '../../../shared/locale/locale-options';
import { useAfterFirstContent } from '../../../shared/routing/first-content';
import { whenIdle } from '../../../shared/routing/when-idle';
import { matchesMedia } from '../../../shared/platform';
import { openingRange } from '../api/first-request';
import { WEEK_START, weekOf } from '../lib/month-grid';
import { loadCalendarGrid } from '../lib/load-grid';
import { NARROW_QUERY } from '../lib/narrow';
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
const DAY_MS = 86_400_000;

const weekTitle = (week: VisibleRange, timeZone: string) =>
  formatDayRange(new Date(week.from), new Date(Date.parse(week.to) - 1), timeZone);

/**
 * A phone opens on the agenda of this week: a month's 42 cells in 390 px hold a dot per entry, and
 * drawing them was most of the page's first second on a phone (docs/decisions/calendar-phone-agenda.md).
 */
function openingView(phone: boolean, timeZone: string) {
  const now = new Date();
  const range = openingRange(now, timeZone, phone);
  if (!phone) return { view: 'dayGridMonth' as const, range, title: formatMonthTitle(now, timeZone) };
  return { view: 'listWeek' as const, range, title: weekTitle(range, timeZone) };
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
  // The agenda is the page's own list; the other views are FullCalendar's, opened on this day.
  const agenda = view === 'listWeek';
  const [gridDate, setGridDate] = useState<string | undefined>(undefined);
  const [popover, setPopover] = useState<{ entry: CalendarEntry; rect: DOMRect; anchor: HTMLElement } | null>(
    null,
  );
  const [appointment, setAppointment] = useState<AppointmentTarget | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const query = useCalendarRange(range);
  const onChange = useEntryChange();
  const entries = query.data?.entries ?? NO_ENTRIES;
  // The agenda's own week has come (not the last week's entries, kept while it loads).
  const agendaLoaded = (query.data !== undefined && !query.isPlaceholderData) || Boolean(query.error);
  const events = useMemo(() => {
    if (view === 'listWeek') return [];
    if (view !== 'dayGridMonth') return entries.map(toEventInput);
    const { shown, more } = capMonthDays(entries, timeZone);
    return [...shown.map(toEventInput), ...more.map((day) => moreEventInput(day, timeZone))];
  }, [entries, view, timeZone]);
  const browser = browserTimeZone();
  const otherZone = zonesDiffer(timeZone, browser) ? browser : null;
  const api = () => calendarRef.current?.getApi();
  const afterFirstContent = useAfterFirstContent();
  useEffect(() => {
    // The grid's code too, which the agenda (a phone's first view) does not wait for.
    if (afterFirstContent) return whenIdle(() => void Promise.all([loadEntryPopover(), loadCalendarGrid()]));
  }, [afterFirstContent]);
  // A week turned to a phone's width becomes three days, and back: the toolbar offers one of them.
  useEffect(() => {
    const swap = phone ? ['timeGridWeek', 'timeGridThreeDay'] : ['timeGridThreeDay', 'timeGridWeek'];
    if (view === swap[0]) calendarRef.current?.getApi().changeView(swap[1]!);
  }, [phone, view]);

  const showWeek = (at: Date) => {
    const week = weekOf(at, WEEK_START, timeZone);
    setRange(week);
    setTitle(weekTitle(week, timeZone));
  };
  // The agenda takes the week of what was shown: today's if it is there, else its first full week.
  const toAgenda = () => {
    const from = Date.parse(range.from);
    const to = Date.parse(range.to);
    const now = Date.now();
    showWeek(new Date(now >= from && now < to ? now : Math.min(from + 7 * DAY_MS, (from + to) / 2)));
    setView('listWeek');
  };
  // A view chosen before the grid's code has arrived is the one the grid opens on; from the
  // agenda, the grid opens on today if the agenda's week holds it, else on that week.
  const onView = (next: CalendarViewName) => {
    const grid = api();
    if (next === 'listWeek') return toAgenda();
    if (grid) return grid.changeView(next);
    if (agenda)
      setGridDate(
        Date.now() >= Date.parse(range.from) && Date.now() < Date.parse(range.to) ? undefined : range.from,
      );
    setView(next);
  };
  const onToday = () => (agenda ? showWeek(new Date()) : api()?.today());
  const onPrevious = () => (agenda ? showWeek(new Date(Date.parse(range.from) - 3 * DAY_MS)) : api()?.prev());
  const onNext = () => (agenda ? showWeek(new Date(Date.parse(range.to) + 3 * DAY_MS)) : api()?.next());
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
      <PageHeader title={texts.calendar.title} description={texts.calendar.description} />
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
        onToday={onToday}
        onPrevious={onPrevious}
        onNext={onNext}
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
        {agenda ? (
          <AgendaWeek
            entries={query.isPlaceholderData ? NO_ENTRIES : entries}
            range={range}
            timeZone={timeZone}
            loaded={agendaLoaded}
            failed={Boolean(query.error) && query.data === undefined}
            onOpen={onOpen}
          />
        ) : (
          <LazyCalendarGrid
            calendarRef={calendarRef}
            timeZone={timeZone}
            initialView={view}
            initialDate={gridDate}
            events={events}
            loaded={query.data !== undefined || Boolean(query.error)}
            onDatesSet={onDatesSet}
            onChange={onChange}
            onSelect={(span) => setAppointment({ mode: 'new', ...span })}
            onOpen={onOpen}
          />
        )}
      </div>
      {/* Below the grid: its types arrive with the entries, and nothing above the grid moves. Under
          the agenda, whose height is its week's, it comes with the week: it would move once. */}
      {(!agenda || agendaLoaded) && <CalendarLegend entries={entries} />}
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
