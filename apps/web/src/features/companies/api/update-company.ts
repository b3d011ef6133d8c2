import type { CompanyProfile, UpdateCompanyRequest } from '@focal/contracts';
import { CompanyPaths } from '@focal/contracts/companies';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const updateCompany = (id: string, body: UpdateCompanyRequest) =>
  apiFetch<CompanyProfile>(CompanyPaths.company(id), { method: 'PUT', body });

export const useUpdateCompany = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCompanyRequest }) => updateCompany(id, body),
  });
