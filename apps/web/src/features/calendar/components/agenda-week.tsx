import type { CalendarEntry } from '@focal/contracts/calendar';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { formatDayHeading, formatTimeRange } from '../../../shared/format/format-date';
import { useFirstContentMark } from '../../../shared/routing/first-content';
import { IconAlertTriangle } from '../../../shared/ui/icons';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import type { VisibleRange } from '../api/get-calendar-range';
import { agendaDays } from '../lib/agenda-days';
import { colourOf } from '../lib/to-event-input';
import { calendarMessages as texts } from '../messages';
import classes from './calendar.module.css';

const NO_ENTRIES: readonly CalendarEntry[] = [];

type Props = {
  entries: readonly CalendarEntry[];
  range: VisibleRange;
  timeZone: string;
  /** The range's own answer (or failure) has come, not the last range's kept on screen. */
  loaded: boolean;
  /** It could not be loaded: the page's alert says so, with Try again, and the agenda shows nothing. */
  failed: boolean;
  onOpen: (entry: CalendarEntry, anchor: HTMLElement) => void;
};

/** One row: plain elements (a busy studio's week is hundreds of rows; Mantine's components cost each a style pass). */
function AgendaEntry({
  entry,
  timeZone,
  onOpen,
}: { entry: CalendarEntry; timeZone: string } & Pick<Props, 'onOpen'>) {
  const swatch = `${classes.swatch} ${entry.source === 'blocked' ? classes.hatched : ''}`;
  return (
    <li>
      <button
        type="button"
        className={classes.agendaEntry}
        onClick={(event) => onOpen(entry, event.currentTarget)}
      >
        <span className={swatch} style={{ background: colourOf(entry) }} aria-hidden />
        <span className={classes.agendaTime}>
          {entry.allDay ? texts.entry.allDay : formatTimeRange(entry.startsAt, entry.endsAt, timeZone)}
        </span>
        <span className={entry.limited ? classes.agendaLimited : classes.agendaTitle}>
          {entry.limited ? texts.entry.busy : entry.title}
        </span>
        {entry.doubleBooked && (
          <IconAlertTriangle
            size={16}
            role="img"
            aria-label={texts.legend.doubleBooked}
            color="var(--mantine-color-orange-7)"
          />
        )}
      </button>
    </li>
  );
}

/**
 * The agenda: a week's entries by day in the company's zone, each opening its details, drawn by the
 * page itself rather than FullCalendar's list view. A phone opens on it (calendar-phone-agenda.md),
 * and FullCalendar, most of the page's code, then loads only for the other views.
 */
export function AgendaWeek({ entries, range, timeZone, loaded, failed, onOpen }: Props) {
  // Drawn in a deferred render, which React splits into short tasks: a busy week is hundreds of rows.
  const shown = useDeferredValue(entries, NO_ENTRIES);
  useFirstContentMark(loaded && shown === entries);
  const days = useMemo(() => agendaDays(shown, range, timeZone), [shown, range, timeZone]);
  if (failed) return null;
  if (!loaded) return <LoadingStatus label={texts.loading} visibleLabel py="xl" />;
  if (shown === entries && days.length === 0) {
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">{texts.agenda.empty}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md" aria-label={texts.agenda.label} component="section">
      {days.map(({ day, start, entries: on }) => (
        <section key={day} aria-labelledby={`agenda-${day}`}>
          <Title order={3} size="h5" id={`agenda-${day}`} className={classes.agendaDay}>
            {formatDayHeading(start, timeZone)}
          </Title>
          <ul className={classes.agendaList}>
            {on.map((entry) => (
              <AgendaEntry
                key={`${entry.source}:${entry.id}`}
                entry={entry}
                timeZone={timeZone}
                onOpen={onOpen}
              />
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}
