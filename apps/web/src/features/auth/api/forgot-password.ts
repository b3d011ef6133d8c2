import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const forgotPassword = (body: { email: string }) =>
  apiFetch<null>('/api/auth/forgot', { method: 'POST', body, auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
