import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type AdminMe = { id: string; email: string; name: string };

export const getAdminMe = (token: string) =>
  apiFetch<AdminMe>('/api/admin/me', { auth: false, headers: { Authorization: `Bearer ${token}` } });

export const useAdminMe = (token: string) =>
  useQuery({ queryKey: ['admin-me', token], queryFn: () => getAdminMe(token), retry: false });
