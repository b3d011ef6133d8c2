import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { reminderKeys } from './query-keys';

/** The company's payment reminders: on or off, and the days before and after (the defaults until saved). */
export function useReminderSettings() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: reminderKeys.settings(companyId),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getPaymentReminderSettings, { signal, expiredGoesToLogin: true }),
  });
}
