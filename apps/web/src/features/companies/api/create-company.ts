import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EndpointData } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import type { CreateCompanyRequest, ToImportData } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type CreatedCompany = EndpointData<Endpoints['createCompany']>;

export const createCompany = (body: CreateCompanyRequest & { toImportData: ToImportData | null }) =>
  apiFetch(ApiRoutes.createCompany, { body });

export const useCreateCompany = () => useMutation({ mutationFn: createCompany });
