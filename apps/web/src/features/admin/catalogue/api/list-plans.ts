import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';

export const plansQueryKey = ['admin', 'plans'] as const;

const listPlans = (signal?: AbortSignal) => adminFetch(ApiRoutes.adminListPlans, signal ? { signal } : {});

export const usePlans = () =>
  useQuery({ queryKey: plansQueryKey, queryFn: ({ signal }) => listPlans(signal) });
