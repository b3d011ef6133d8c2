import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const resetPassword = (body: { token: string; password: string }) =>
  apiFetch<null>('/api/auth/reset', { method: 'POST', body, auth: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
