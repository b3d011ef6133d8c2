import { formatDateInZone } from '../../../shared/format/format-date';

/** A calendar day ('YYYY-MM-DD') as words; a day, not an instant, so no time zone moves it. */
export const formatDay = (day: string) => formatDateInZone(`${day}T12:00:00Z`, 'UTC');
