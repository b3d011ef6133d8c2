/**
 * A date as the studio sees it: in the company's time zone (docs/architecture.md: time is shown there);
 * an unknown zone falls back to UTC, an unreadable date is shown as it came.
 */
export function formatDateInZone(
  iso: string,
  timeZone: string,
  dateStyle: 'medium' | 'long' = 'medium',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = (zone: string) => new Intl.DateTimeFormat('en', { dateStyle, timeZone: zone }).format(date);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}
