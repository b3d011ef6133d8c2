import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/**
 * The SPF route's answer for the current company. One query key for the watcher and the settings
 * page's panel, so concurrent checks share one request and one result (spec 02 §4). The key sits
 * under the page's ['email-settings', companyId] key, so the page's saves, which invalidate that,
 * check again.
 */
export const spfStatusQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['email-settings', companyId, 'spf'] as const,
    queryFn: ({ signal }) => apiFetch(ApiRoutes.getSmtpSpf, { signal }),
    // A background check that fails is tried again at the next interval, not three times at once.
    retry: false,
  });
