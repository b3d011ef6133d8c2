import { formatDateTimeInZone } from '../../../shared/format/format-date';
import { browserTimeZone } from '../../../shared/locale/locale-options';

/**
 * A moment as the administrator's browser sees it (administrators work across every studio's
 * zone, so the console shows their own); an unreadable value is shown as it came.
 */
export function formatMoment(iso: string | null | undefined, fallback = '—'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateTimeInZone(iso, browserTimeZone());
}
