import { formatDateTimeInZone } from '../../../shared/format/format-date';

/**
 * Whether the viewer sees other wall-clock times than the studio at this instant. Two names for one
 * offset (Europe/Dublin and Europe/London in winter) do not differ: the note would only confuse.
 */
export function zonesDiffer(company: string, browser: string, at: Date = new Date()): boolean {
  if (company === browser) return false;
  const iso = at.toISOString();
  return formatDateTimeInZone(iso, company) !== formatDateTimeInZone(iso, browser);
}
