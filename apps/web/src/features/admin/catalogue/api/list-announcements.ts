import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';

export const announcementsQueryKey = ['admin', 'announcements'] as const;

const listAnnouncements = (signal?: AbortSignal) =>
  adminFetch(ApiRoutes.adminListAnnouncements, signal ? { signal } : {});

export const useAnnouncements = () =>
  useQuery({ queryKey: announcementsQueryKey, queryFn: ({ signal }) => listAnnouncements(signal) });
