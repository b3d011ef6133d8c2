import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { accountsKey } from './search-accounts';

const accountKey = (userId: string) => [...accountsKey, 'detail', userId] as const;

export const useAccount = (userId: string) =>
  useQuery({
    queryKey: accountKey(userId),
    queryFn: ({ signal }) => adminFetch(ApiRoutes.adminGetAccount, { params: { userId }, signal }),
    retry: false,
  });
