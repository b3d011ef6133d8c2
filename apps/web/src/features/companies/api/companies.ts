import type {
  CompanyProfile,
  CreateCompanyRequest,
  ImportOptions,
  ToImportData,
  TokenPair,
  UpdateCompanyRequest,
} from '@focal/contracts';
import { CompanyPaths } from '@focal/contracts/companies';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** Every query of this feature starts with 'companies', so a session move refreshes them at once. */
export const companiesKeys = {
  all: ['companies'] as const,
  list: ['companies', 'list'] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
  importOptions: ['companies', 'import-options'] as const,
};

type CompanyList = {
  companies: CompanyProfile[];
  actions: { ADD_NEW_BRAND?: { url: string }; UPGRADE_PLAN?: { url: string } };
};

// The pages' own data (list, profile): a lapsed subscription (210) goes to /login under the plans frame.
export const companyListQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.list,
    queryFn: ({ signal }) => apiFetch<CompanyList>(CompanyPaths.list, { signal, expiredGoesToLogin: true }),
  });

export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companiesKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<CompanyProfile>(CompanyPaths.company(id), { signal, expiredGoesToLogin: true }),
  });

export const importOptionsQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.importOptions,
    queryFn: ({ signal }) => apiFetch<ImportOptions>(CompanyPaths.importOptions, { signal }),
    // The other companies and the kinds of data can change between two openings of the modal.
    staleTime: 0,
  });

export const switchCompanyRequest = (companyId: string) =>
  apiFetch<TokenPair>(CompanyPaths.switch, { method: 'POST', body: { companyId } });

export type CreatedCompany = { companyId: string; tokens: TokenPair; taskId: string | null };

export const createCompany = (body: CreateCompanyRequest & { toImportData: ToImportData | null }) =>
  apiFetch<CreatedCompany>(CompanyPaths.create, { method: 'POST', body });

export const updateCompany = (id: string, body: UpdateCompanyRequest) =>
  apiFetch<CompanyProfile>(CompanyPaths.company(id), { method: 'PUT', body });

export type DeletedCompany = { switchedTo: string | null; tokens: TokenPair | null };

export const deleteCompany = (id: string, confirmName: string) =>
  apiFetch<DeletedCompany>(CompanyPaths.company(id), { method: 'DELETE', body: { confirmName } });

/** The raw image as the body (the server resizes it); the answer is the new logo's address. */
export const uploadLogo = (id: string, file: Blob) =>
  apiFetch<{ logoUrl: string | null }>(CompanyPaths.logo(id), { method: 'PUT', body: file });

export const removeLogo = (id: string) =>
  apiFetch<{ logoUrl: string | null }>(CompanyPaths.logo(id), { method: 'DELETE' });
