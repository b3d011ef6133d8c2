import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const removeLogo = (id: string) => apiFetch(ApiRoutes.removeLogo, { params: { id } });

export const useRemoveLogo = () => useMutation({ mutationFn: removeLogo });
