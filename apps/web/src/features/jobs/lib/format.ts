import type { Job } from '@focal/contracts';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatCalendarDay, formatDateInZone, formatDateTimeInZone } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import { listMessages, statusLabels } from '../messages';

/** A calendar day ('YYYY-MM-DD') as words; it is a day, not an instant, so no time zone moves it. */
export const formatDay = (day: string | null) =>
  day ? formatCalendarDay(day) : listMessages.notSet;

/** The formatters a row needs: money in the studio's currency, instants in the company's zone. */
export function useJobFormat() {
  const bootstrap = useBootstrap();
  const currency = bootstrap.profile.currency.currencyCode;
  const timeZone = bootstrap.authorizedCompany.timeZone;
  return {
    timeZone,
    currency,
    money: (cents: number | null) => (cents === null ? listMessages.notSet : formatMoney(cents, currency)),
    instant: (iso: string | null) => (iso ? formatDateInZone(iso, timeZone) : listMessages.notSet),
    dateTime: (iso: string) => formatDateTimeInZone(iso, timeZone),
  };
}

/** A lead's pipeline stage, or a job's status. */
export const stateOf = (record: Job) =>
  record.stage === 'lead'
    ? record.status === 'archived'
      ? statusLabels.archived
      : (record.leadStage?.name ?? listMessages.notSet)
    : statusLabels[record.status];
