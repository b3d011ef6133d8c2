import type { CreateCompanyRequest, ToImportData, TokenPair } from '@focal/contracts';
import { CompanyPaths } from '@focal/contracts/companies';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type CreatedCompany = { companyId: string; tokens: TokenPair; taskId: string | null };

export const createCompany = (body: CreateCompanyRequest & { toImportData: ToImportData | null }) =>
  apiFetch<CreatedCompany>(CompanyPaths.create, { method: 'POST', body });

export const useCreateCompany = () => useMutation({ mutationFn: createCompany });
