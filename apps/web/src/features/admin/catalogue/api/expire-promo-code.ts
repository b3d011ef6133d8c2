import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { promoCodesQueryKey } from './list-promo-codes';

const expirePromoCode = (code: string) => adminFetch(ApiRoutes.adminExpirePromoCode, { params: { code } });

export function useExpirePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: expirePromoCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
