import type { TokenPair } from '@focal/contracts';
import { CompanyPaths } from '@focal/contracts/companies';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type DeletedCompany = { switchedTo: string | null; tokens: TokenPair | null };

export const deleteCompany = (id: string, confirmName: string) =>
  apiFetch<DeletedCompany>(CompanyPaths.company(id), { method: 'DELETE', body: { confirmName } });

export const useDeleteCompany = () =>
  useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) => deleteCompany(id, confirmName),
  });
