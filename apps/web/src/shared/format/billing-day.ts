import { formatDateInZone } from './format-date';

/**
 * A day of a paid period ("Dec 2, 2027"). Periods are whole calendar months or years in UTC (the
 * server's charges/periods.ts), and their end is the instant access ends, so a period's days are
 * its UTC days wherever they are shown: "Paid until" and an invoice's period name the same day,
 * whatever the company's time zone.
 */
export const formatBillingDay = (iso: string, dateStyle: 'medium' | 'long' = 'medium') =>
  formatDateInZone(iso, 'UTC', dateStyle);
