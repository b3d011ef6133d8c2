import type { RouteObject } from 'react-router';
import { bound, page, perJobStage } from '../../shared/routing/page';
import { pageNames } from '../../shared/routing/page-names';
import type { JobProfileTab } from './tabs/job-tabs';

const titles = { job: 'Job', lead: 'Lead' };

/** /jobs and /leads, and a job's or lead's profile (spec 01 §2.1) with the tabs other features add. */
export const jobsFrameRoutes = (addedTabs: readonly JobProfileTab[]): RouteObject[] =>
  perJobStage((kind, base) => [
    {
      path: base,
      // Wide: the board's stage columns share the window's width (issue 31), as the list's columns do.
      ...page(pageNames[base], () => import('./routes/jobs-page').then((m) => bound(m.JobsPage, { kind })), {
        wide: true,
      }),
    },
    {
      path: `${base}/view/:id`,
      ...page(titles[kind], () =>
        import('./routes/job-profile-page').then((m) => bound(m.JobProfilePage, { kind, addedTabs })),
      ),
    },
  ]);
