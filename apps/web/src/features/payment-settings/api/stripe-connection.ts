import { ApiRoutes } from '@focal/contracts/api-routes';
import type { StripeConnection } from '@focal/contracts/stripe-connect';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';

const key = (companyId: string) => ['payment-settings', companyId, 'stripe'] as const;

/** Where the company's clients' card payments go, and the connected account's state. */
export function useStripeConnection() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: key(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getStripeConnection, { signal, expiredGoesToLogin: true }),
  });
}

/** A change of the connection whose answer is the connection as it now is (refresh, disconnect). */
function useConnectionChange(run: () => Promise<StripeConnection>) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return useMutation({
    mutationFn: run,
    onSuccess: (connection) => queries.setQueryData(key(companyId), connection),
  });
}

export const useRefreshStripeConnection = () =>
  useConnectionChange(() => apiFetch(ApiRoutes.refreshStripeConnection, {}));
export const useDisconnectStripe = () => useConnectionChange(() => apiFetch(ApiRoutes.disconnectStripeAccount, {}));

/** A fresh link to Stripe's hosted onboarding (the account is made on the first). */
export const useStripeOnboarding = () =>
  useMutation({ mutationFn: () => apiFetch(ApiRoutes.startStripeOnboarding, {}) });
