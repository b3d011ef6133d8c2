/**
 * Wall-clock time in a named time zone to UTC instants and back, for the server and the web alike
 * (docs/architecture.md: times are stored in UTC and shown in the company's zone). Intl alone, zod-free
 * and without a date library: the server carries none and the pages that use it keep their chunks small.
 */

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall-clock fields (month 1 to 12, hour 0 to 23) at an instant. */
export function wallClockIn(instant: Date | number, timeZone: string): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const out: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) out[part.type] = Number(part.value);
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour!,
    minute: out.minute!,
    second: out.second!,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string) {
  const p = wallClockIn(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * How far the zone's wall clock is ahead of UTC at a wall time (`wall`: its fields read as UTC), in
 * milliseconds. Two passes settle the offset across a daylight-saving change; a wall time the clocks
 * skip takes the offset after the change.
 */
export function offsetAtWall(wall: number, timeZone: string): number {
  return offsetAt(wall - offsetAt(wall, timeZone), timeZone);
}

/** 'YYYY-MM-DD' and 'HH:mm' on the zone's wall clock, as an ISO instant (UTC). */
export function zonedToIso(day: string, time: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  return new Date(wall - offsetAtWall(wall, timeZone)).toISOString();
}

/** An instant as the zone's wall-clock day ('YYYY-MM-DD') and time ('HH:mm'). */
export function isoToZoned(iso: string | Date, timeZone: string): { day: string; time: string } {
  const p = wallClockIn(new Date(iso), timeZone);
  return { day: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Today's calendar day ('YYYY-MM-DD') where the company is. */
export const todayIn = (timeZone: string) => isoToZoned(new Date(), timeZone).day;

/** The day after 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Whether an instant is a midnight in the zone (an all-day entry's start and end are). */
export function isMidnightIn(instant: Date, timeZone: string): boolean {
  const p = wallClockIn(instant, timeZone);
  return p.hour === 0 && p.minute === 0 && p.second === 0 && instant.getUTCMilliseconds() === 0;
}
