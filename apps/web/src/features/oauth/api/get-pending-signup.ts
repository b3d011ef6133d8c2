import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const getPendingSignup = async (token: string) => {
  const pending = await apiFetch(ApiRoutes.getPendingOAuthSignup, { params: { token }, auth: false });
  if (!pending) throw new Error('The pending sign-up was empty.');
  return pending;
};

export const pendingSignupQuery = (token: string) =>
  queryOptions({
    queryKey: ['oauth', 'pending-signup', token],
    queryFn: () => getPendingSignup(token),
    staleTime: Infinity,
  });

export const usePendingSignup = (token: string) =>
  useQuery({ ...pendingSignupQuery(token), enabled: token.length > 0 });
