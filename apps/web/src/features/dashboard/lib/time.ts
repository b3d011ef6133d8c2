import { formatDayHeading } from '../../../shared/format/format-date';
import { dashboardMessages } from '../messages';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long something has waited, in the largest whole unit: "3 days", "5 hours". */
export function waitedFor(sinceIso: string, now = Date.now()): string {
  const ms = Math.max(0, now - Date.parse(sinceIso));
  if (ms >= DAY) return dashboardMessages.span.days(Math.floor(ms / DAY));
  if (ms >= HOUR) return dashboardMessages.span.hours(Math.floor(ms / HOUR));
  return dashboardMessages.span.minutes;
}

/** Whole days from now until `iso` (rounded up: a trial ending tomorrow morning has 1 day left). */
export const daysUntil = (iso: string, now = Date.now()) =>
  Math.max(0, Math.ceil((Date.parse(iso) - now) / DAY));

/** Items grouped by their day in the company's zone, in order: ["Monday, June 1", [...]]. */
export function groupByDay<T extends { startsAt: string }>(items: T[], timeZone: string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const day = formatDayHeading(item.startsAt, timeZone);
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return [...groups.entries()];
}
