import '@mantine/core/styles/Chip.css';
import { PAYMENT_REMINDER_LIMITS } from '@focal/contracts/payment-reminders';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';

type Props = {
  legend: string;
  description: string;
  /** The days offered; any chosen day not among them is offered too (one saved through the API). */
  offered: readonly number[];
  value: number[];
  error?: string | undefined;
  dayLabel: (days: number) => string;
  onChange: (days: number[]) => void;
};

/**
 * A set of days as chips (checkboxes in a fieldset): a tap picks or drops one. Once the limit is
 * chosen the others are disabled, so a list the server would refuse cannot be made.
 */
export function DayChips({ legend, description, offered, value, error, dayLabel, onChange }: Props) {
  const descriptionId = useId();
  const errorId = useId();
  const days = [...new Set([...offered, ...value])].sort((a, b) => a - b);
  const full = value.length >= PAYMENT_REMINDER_LIMITS.perKind;
  return (
    <Stack
      component="fieldset"
      gap="xs"
      m={0}
      p={0}
      style={{ border: 0 }}
      aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
    >
      <Text component="legend" fw={500} size="sm" p={0}>
        {legend}
      </Text>
      <Text id={descriptionId} size="xs" c="dimmed">
        {description}
      </Text>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(chosen) => onChange(chosen.map(Number).sort((a, b) => a - b))}
      >
        <Group gap="xs">
          {days.map((day) => (
            <Chip key={day} value={String(day)} size="sm" disabled={full && !value.includes(day)}>
              {dayLabel(day)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {/* An alert: a refusal that comes after Save is read out where it appears, not only on focus. */}
      {error && (
        <Text id={errorId} size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
