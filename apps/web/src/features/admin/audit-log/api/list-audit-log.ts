import type { AdminAuditLogQuery } from '@focal/contracts/admin-console';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';

export type AuditFilters = Pick<AdminAuditLogQuery, 'adminId' | 'action' | 'targetKind' | 'targetId'>;

/** The log, newest first, a page at a time (`before`: the cursor of the last page's oldest entry). */
export const useAuditLog = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: ['admin', 'audit-log', filters],
    queryFn: ({ pageParam, signal }) =>
      adminFetch(ApiRoutes.adminListAuditLog, {
        query: { ...filters, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
