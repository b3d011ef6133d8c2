import type { AdminCreatePromoCode } from '@focal/contracts/admin-catalogue';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { promoCodesQueryKey } from './list-promo-codes';

const createPromoCode = (body: AdminCreatePromoCode) => adminFetch(ApiRoutes.adminCreatePromoCode, { body });

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
