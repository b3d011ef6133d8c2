import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const resetPassword = (body: { token: string; password: string }) =>
  apiFetch(ApiRoutes.resetPassword, { body, auth: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
