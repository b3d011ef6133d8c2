import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';

/** The company's lists (under /settings). */
export const studioListsFrameRoutes: RouteObject[] = [
  {
    path: 'job-types',
    ...page('Job types', () => import('./routes/job-types-page').then((m) => m.JobTypesPage)),
  },
  {
    path: 'lead-pipeline',
    ...page('Lead pipeline', () => import('./routes/lead-pipeline-page').then((m) => m.LeadPipelinePage)),
  },
  {
    path: 'custom-fields',
    ...page('Custom fields', () => import('./routes/custom-fields-page').then((m) => m.CustomFieldsPage)),
  },
];
