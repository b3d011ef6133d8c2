import { CompanyPaths } from '@focal/contracts/companies';
import { apiFetch } from '../../../shared/http/client';

export const removeLogo = (id: string) =>
  apiFetch<{ logoUrl: string | null }>(CompanyPaths.logo(id), { method: 'DELETE' });
