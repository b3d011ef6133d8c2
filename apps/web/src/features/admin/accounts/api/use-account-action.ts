import type { ResourceLink } from '@focal/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followAdminLink } from '../../api/admin-fetch';
import { accountsKey } from './search-accounts';

/**
 * An action the account's page was offered (DISABLE, ENABLE, RESEND_CONFIRMATION, EXTEND_TRIAL,
 * END_TRIAL, CHANGE_PLAN), sent through its link; the account and the search results are loaded
 * again whatever the answer (another administrator may have acted meanwhile).
 */
export function useAccountAction<B = undefined>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link, body }: { link: ResourceLink; body?: B }) => followAdminLink<unknown>(link, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}
