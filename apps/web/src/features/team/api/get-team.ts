import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';

/** Keyed by company: the team of one company never shows in another. */
const teamQueryKey = (companyId: string) => ['team', companyId] as const;

// The page's own data: a lapsed subscription (210) goes to /login under the plans frame.
const getTeam = (signal?: AbortSignal) =>
  apiFetch(ApiRoutes.getTeam, { expiredGoesToLogin: true, ...(signal ? { signal } : {}) });

const teamQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: teamQueryKey(companyId), queryFn: ({ signal }) => getTeam(signal) });

export function useTeam() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery(teamQueryOptions(companyId));
}
