import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** POST turnOffTwoFactor with a current code; afterwards the status is loaded again. */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch(ApiRoutes.turnOffTwoFactor, { body: { sixDigitVerificationCode: code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['two-factor', 'status'] }),
  });
}
