import type { TokenPair } from '@focal/contracts';
import { CompanyPaths } from '@focal/contracts/companies';
import { apiFetch } from '../../../shared/http/client';

export type DeletedCompany = { switchedTo: string | null; tokens: TokenPair | null };

export const deleteCompany = (id: string, confirmName: string) =>
  apiFetch<DeletedCompany>(CompanyPaths.company(id), { method: 'DELETE', body: { confirmName } });
