import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const deleteCompany = (id: string, confirmName: string) =>
  apiFetch(ApiRoutes.deleteCompany, { params: { id }, body: { confirmName } });

export const useDeleteCompany = () =>
  useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) => deleteCompany(id, confirmName),
  });
