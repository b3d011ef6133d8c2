const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/**
 * A `datetime-local` value ("2026-11-24T10:30", the administrator's own clock) as ISO 8601 with
 * that clock's offset ("2026-11-24T10:30:00+01:00"), which the contract asks for; '' stays null,
 * and a value the browser cannot read goes as it is, for the schema to refuse with its message.
 */
export function localToIso(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return local;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day}T${time}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An ISO instant as a `datetime-local` value on this browser's clock (null → ''). */
export function isoToLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The browser's time zone name, shown beside the schedule fields. */
export const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
