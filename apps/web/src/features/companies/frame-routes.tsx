import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';

/** The user's companies and a company's edit page (under /settings). */
export const companiesFrameRoutes: RouteObject[] = [
  {
    path: 'companies',
    ...page('Companies', () => import('./routes/companies-page').then((m) => m.CompaniesPage)),
  },
  {
    path: 'company/:id/edit',
    ...page('Edit company', () => import('./routes/company-edit-page').then((m) => m.CompanyEditPage)),
  },
];
