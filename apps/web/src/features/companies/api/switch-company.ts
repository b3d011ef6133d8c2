import { ApiRoutes } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';

export const switchCompanyRequest = (companyId: string) =>
  apiFetch(ApiRoutes.switchCompany, { body: { companyId } });
