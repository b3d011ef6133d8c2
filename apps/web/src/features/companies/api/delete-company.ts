import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EndpointData } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type DeletedCompany = EndpointData<Endpoints['deleteCompany']>;

export const deleteCompany = (id: string, confirmName: string) =>
  apiFetch(ApiRoutes.deleteCompany, { params: { id }, body: { confirmName } });

export const useDeleteCompany = () =>
  useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) => deleteCompany(id, confirmName),
  });
