import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The row's name or link, on the left. */
  main: ReactNode;
  /** Dates, status: under the name. */
  details?: ReactNode;
  /** Amounts, on the right (under the name on a narrow phone). */
  figures?: ReactNode;
};

/** One row of a home section's list, divided from the next. */
export function HomeRow({ main, details, figures }: Props) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      gap="xs"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
        {main}
        {details}
      </Stack>
      {figures && (
        <Stack gap={2} align="flex-end" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {figures}
        </Stack>
      )}
    </Group>
  );
}
