/** A date as the studio sees it: in the company's time zone (ARCHITECTURE: time is shown there). */
export function formatDateInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}
