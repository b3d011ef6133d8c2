import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';

const listPromoRedemptions = (code: string, signal?: AbortSignal) =>
  adminFetch(ApiRoutes.adminListPromoRedemptions, { params: { code }, ...(signal ? { signal } : {}) });

/** The accounts that redeemed `code`; loads only while a code is open (null: none). */
export const usePromoRedemptions = (code: string | null) =>
  useQuery({
    queryKey: ['admin', 'promo-codes', code, 'redemptions'],
    queryFn: ({ signal }) => listPromoRedemptions(code!, signal),
    enabled: code !== null,
  });
