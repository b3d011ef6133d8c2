import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateCompanyRequest, ToImportData } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const createCompany = (body: CreateCompanyRequest & { toImportData: ToImportData | null }) =>
  apiFetch(ApiRoutes.createCompany, { body });

export const useCreateCompany = () => useMutation({ mutationFn: createCompany });
