import { ApiRoutes } from '@focal/contracts/api-routes';
import type { PaymentSettings } from '@focal/contracts/payment-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { paymentSettingsKeys } from './query-keys';

/** Saves the card options over the version loaded; the answer becomes the query's data. */
export function useUpdatePaymentSettings() {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return useMutation({
    mutationFn: (body: PaymentSettings) => apiFetch(ApiRoutes.updatePaymentSettings, { body }),
    onSuccess: (saved) => queries.setQueryData(paymentSettingsKeys.settings(companyId), saved),
  });
}
