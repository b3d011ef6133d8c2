import { integerToDecimal } from '../../../shared/format/decimal-text';
import { formatDateInZone } from '../../../shared/format/format-date';
import { browserTimeZone } from '../../../shared/locale/locale-options';

/** A calendar day ('YYYY-MM-DD') as words (shared/format/format-date.ts). */
export { formatCalendarDay as formatDay } from '../../../shared/format/format-date';

/** An instant (an acceptance) as the day it was where the reader is. */
export const formatInstantDay = (iso: string) => formatDateInZone(iso, browserTimeZone());

/** A quantity in thousandths (1500 → "1.5"). */
export const quantityText = (thousandths: number) => integerToDecimal(thousandths, 3);
