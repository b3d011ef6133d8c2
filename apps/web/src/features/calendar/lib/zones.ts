/** The zone the viewer's device is set to (UTC when the browser cannot say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Whether the viewer sees other wall-clock times than the studio at this instant. Two names for one
 * offset (Europe/Dublin and Europe/London in winter) do not differ: the note would only confuse.
 */
export function zonesDiffer(company: string, browser: string, at: Date = new Date()): boolean {
  if (company === browser) return false;
  const wall = (zone: string) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(
        at,
      );
    } catch {
      return zone;
    }
  };
  return wall(company) !== wall(browser);
}

/** "Sat, Jun 6, 10:00 – 12:00" (or with both dates when it spans days) in one zone. */
export function formatSpan(startsAt: string, endsAt: string, zone: string, allDay: boolean): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const date = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  if (allDay) {
    // All-day entries end at the next midnight: show the last day they cover.
    const last = new Date(end.getTime() - 1);
    const first = date.format(start);
    const final = date.format(last);
    return first === final ? first : `${first} – ${final}`;
  }
  const time = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const sameDay = date.format(start) === date.format(end);
  return sameDay
    ? `${date.format(start)}, ${time.format(start)} – ${time.format(end)}`
    : `${date.format(start)}, ${time.format(start)} – ${date.format(end)}, ${time.format(end)}`;
}
