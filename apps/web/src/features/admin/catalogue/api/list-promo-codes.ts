import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';

export const promoCodesQueryKey = ['admin', 'promo-codes'] as const;

const listPromoCodes = (signal?: AbortSignal) =>
  adminFetch(ApiRoutes.adminListPromoCodes, signal ? { signal } : {});

export const usePromoCodes = () =>
  useQuery({ queryKey: promoCodesQueryKey, queryFn: ({ signal }) => listPromoCodes(signal) });
