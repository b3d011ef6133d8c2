import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';

export const notificationsQueryKey = ['admin', 'system-notifications'] as const;

const listNotifications = (signal?: AbortSignal) =>
  adminFetch(ApiRoutes.adminListSystemNotifications, signal ? { signal } : {});

export const useNotifications = () =>
  useQuery({ queryKey: notificationsQueryKey, queryFn: ({ signal }) => listNotifications(signal) });
