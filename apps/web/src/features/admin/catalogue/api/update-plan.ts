import type { AdminUpdatePlan } from '@focal/contracts/admin-catalogue';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { plansQueryKey } from './list-plans';

/** Sends only the fields the administrator changed. */
const updatePlan = ({ planId, body }: { planId: string; body: AdminUpdatePlan }) =>
  adminFetch(ApiRoutes.adminUpdatePlan, { params: { planId }, body });

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
