import { ApiRoutes } from '@focal/contracts/api-routes';
import type { PaymentReminderSettings } from '@focal/contracts/payment-reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { reminderKeys } from './query-keys';

/** Saves the switch and the days; the answer (days in ascending order) becomes the query's data. */
export function useUpdateReminderSettings() {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return useMutation({
    mutationFn: (body: PaymentReminderSettings) =>
      apiFetch(ApiRoutes.updatePaymentReminderSettings, { body }),
    onSuccess: (saved) => queries.setQueryData(reminderKeys.settings(companyId), saved),
  });
}
