/**
 * Wall-clock times in the company's time zone (docs/architecture.md: times are shown there) to UTC
 * instants and back, with Intl alone (no date library in the page's chunk).
 */
function parts(instant: number, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const out: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(instant))) out[part.type] = part.value;
  return out;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string) {
  const p = parts(instant, timeZone);
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** 'YYYY-MM-DD' and 'HH:mm' on the zone's wall clock, as an ISO instant (UTC). */
export function zonedToIso(day: string, time: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  // Two passes settle the offset across a daylight-saving change.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** An ISO instant as the zone's wall-clock day and time. */
export function isoToZoned(iso: string, timeZone: string): { day: string; time: string } {
  const p = parts(new Date(iso).getTime(), timeZone);
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The day after 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
