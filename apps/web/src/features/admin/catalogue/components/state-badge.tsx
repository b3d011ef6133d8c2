import { Badge } from '@mantine/core';

// Filled in shade 9 (7 for the grey), as the console's other badges: white text at WCAG AA; the
// light variant's teal read 4.3:1.
const COLOURS: Record<string, string> = {
  SCHEDULED: 'blue.9',
  LIVE: 'teal.9',
  ACTIVE: 'teal.9',
  EXHAUSTED: 'grape.9',
  ENDED: 'gray.7',
  EXPIRED: 'gray.7',
  RETIRED: 'gray.7',
};

/** A console row's state (scheduled, live, ended, retired, active, expired, used up). */
export function StateBadge({ state, label }: { state: string; label: string }) {
  return <Badge color={COLOURS[state] ?? 'gray.7'}>{label}</Badge>;
}
