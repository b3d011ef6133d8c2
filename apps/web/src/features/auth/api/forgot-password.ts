import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const forgotPassword = (body: { email: string }) => apiFetch(ApiRoutes.forgotPassword, { body, auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
