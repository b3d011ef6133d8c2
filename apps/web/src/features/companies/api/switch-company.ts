import type { TokenPair } from '@focal/contracts';
import { CompanyPaths } from '@focal/contracts/companies';
import { apiFetch } from '../../../shared/http/client';

export const switchCompanyRequest = (companyId: string) =>
  apiFetch<TokenPair>(CompanyPaths.switch, { method: 'POST', body: { companyId } });
