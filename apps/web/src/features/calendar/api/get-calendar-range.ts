import { ApiRoutes } from '@focal/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { calendarKeys } from './query-keys';

export type VisibleRange = { from: string; to: string };

/**
 * The entries of the visible range [from, to). Moving to another month keeps the previous month's
 * entries on screen until the new ones arrive (no flash of an empty grid).
 */
export function useCalendarRange(range: VisibleRange) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: calendarKeys.range(companyId, range.from, range.to),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.listCalendar, {
        query: { from: range.from, to: range.to },
        signal,
        expiredGoesToLogin: true,
      }),
    placeholderData: keepPreviousData,
  });
}
