import { Group, Text } from '@mantine/core';
import type { CalendarEntry } from '@focal/contracts/calendar';
import { IconAlertTriangle } from '../../../shared/ui/icons';
import { APPOINTMENT_COLOUR, BLOCKED_COLOUR } from '../lib/to-event-input';
import { calendarMessages } from '../messages';
import classes from './calendar.module.css';

const texts = calendarMessages.legend;

function Swatch({ colour, label, hatched }: { colour: string; label: string; hatched?: boolean }) {
  return (
    <Group gap={6} component="li" wrap="nowrap">
      <span
        className={`${classes.swatch} ${hatched ? classes.hatched : ''}`}
        style={{ background: colour }}
      />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/** The job types on screen, each in its colour, then appointments, blocked time and the warning. */
export function CalendarLegend({ entries }: { entries: CalendarEntry[] }) {
  const types = new Map<string, { name: string; colour: string }>();
  for (const entry of entries) if (entry.jobType) types.set(entry.jobType.id, entry.jobType);
  return (
    <Group
      component="ul"
      gap="md"
      aria-label={texts.label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {[...types.values()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((type) => (
          <Swatch key={type.name} colour={type.colour} label={type.name} />
        ))}
      <Swatch colour={APPOINTMENT_COLOUR} label={texts.appointment} />
      <Swatch colour={BLOCKED_COLOUR} label={texts.blocked} hatched />
      <Group gap={6} component="li" wrap="nowrap">
        <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" aria-hidden />
        <Text size="xs">{texts.doubleBooked}</Text>
      </Group>
    </Group>
  );
}
