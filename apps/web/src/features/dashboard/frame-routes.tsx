import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';
import { pageNames } from '../../shared/routing/page-names';

/** The frame's home page (spec 01 §2.1). */
export const dashboardFrameRoutes: RouteObject[] = [
  {
    index: true,
    ...page(pageNames.dashboard, () => import('./routes/dashboard-page').then((m) => m.DashboardPage), {
      greyBackground: true,
    }),
  },
];
