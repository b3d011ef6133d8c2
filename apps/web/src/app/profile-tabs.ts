import { lazy } from 'react';
import type { ClientProfileTab } from '../features/clients/components/client-tabs';
import type { JobProfileTab } from '../features/jobs/tabs/job-tabs';

// The profiles' tab registries: the tabs other features add to a profile, beside the profile's own
// (each with an `order` among them), so that a feature adds its tab here without editing the page.
// This file is in the frame's chunk: give a tab a lazy Panel (React.lazy) so its code loads when it opens.

/** Tabs other features add to the job and lead profile (quotes, invoices, contracts). */
export const jobProfileTabs: readonly JobProfileTab[] = [
  {
    id: 'questionnaires',
    label: 'Questionnaires',
    order: 35,
    Panel: lazy(() => import('../features/questionnaires').then((m) => ({ default: m.QuestionnairesTab }))),
  },
];

/** Tabs other features add to the client profile's history (invoices, for one). */
export const clientProfileTabs: readonly ClientProfileTab[] = [];
