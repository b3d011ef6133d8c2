/**
 * A date as the studio sees it: in the company's time zone (ARCHITECTURE: time is shown there).
 * The dashboard has the same helper in its own folder; both can move to shared/ together.
 */
export function formatDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: zone }).format(date);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}
