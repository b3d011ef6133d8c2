import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const instantLogin = (token: string) => apiFetch(ApiRoutes.instantLogin, { body: { token }, auth: false });

export const useInstantLogin = () => useMutation({ mutationFn: instantLogin });
