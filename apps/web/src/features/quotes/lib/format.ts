/** The feature's calendar days, written the one way (shared/format/format-date.ts). */
export { formatCalendarDay as formatDay } from '../../../shared/format/format-date';
