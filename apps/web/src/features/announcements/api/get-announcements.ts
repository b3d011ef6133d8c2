import type { announcementsDataSchema } from '@focal/contracts/announcements';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/http/client';

export type AnnouncementsData = z.infer<typeof announcementsDataSchema>;

/** Everything cached under this key is loaded again on the `announcements` refresher. */
export const ANNOUNCEMENTS_QUERY_KEY = ['announcements'] as const;

/**
 * GET {SUBSCRIPTION_ANNOUNCEMENTS url} (spec 01 §7). Keyed by company as well: switching company
 * may switch business account, and with it the subscription the announcements speak of.
 */
export const announcementsQueryOptions = (url: string, companyId: string) =>
  queryOptions({
    queryKey: [...ANNOUNCEMENTS_QUERY_KEY, companyId, url] as const,
    queryFn: ({ signal }) => apiFetch<AnnouncementsData>(url, { signal }),
    // A banner that failed to load is no reason to bother anyone: it is simply absent.
    retry: false,
    staleTime: 5 * 60_000,
  });
