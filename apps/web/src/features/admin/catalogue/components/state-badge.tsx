import { Badge } from '@mantine/core';

const COLOURS: Record<string, string> = {
  SCHEDULED: 'blue',
  LIVE: 'teal',
  ACTIVE: 'teal',
  ENDED: 'gray',
  EXPIRED: 'gray',
  RETIRED: 'gray',
};

/** A console row's state (scheduled, live, ended, retired, expired) in the theme's palette. */
export function StateBadge({ state, label }: { state: string; label: string }) {
  return (
    <Badge variant="light" color={COLOURS[state] ?? 'gray'}>
      {label}
    </Badge>
  );
}
