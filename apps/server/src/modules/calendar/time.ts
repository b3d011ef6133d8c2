/** Wall-clock parts of an instant in a time zone (Intl, no library: the server carries none). */
function partsIn(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Whether an instant is a midnight in the zone (an all-day entry's start and end are). */
export function isMidnightIn(instant: Date, timeZone: string): boolean {
  const p = partsIn(instant, timeZone);
  return p.hour === 0 && p.minute === 0 && p.second === 0 && instant.getUTCMilliseconds() === 0;
}
