import type { RouteObject } from 'react-router';
import { calendarFrameRoutes } from '../features/calendar/frame-routes';
import { catalogueFrameRoutes } from '../features/catalogue/frame-routes';
import { clientsFrameRoutes } from '../features/clients/frame-routes';
import { companiesFrameRoutes } from '../features/companies/frame-routes';
import { contractsFrameRoutes, contractTemplatesSettingsRoutes } from '../features/contracts/frame-routes';
import { dashboardFrameRoutes } from '../features/dashboard/frame-routes';
import { emailSettingsFrameRoutes } from '../features/email-settings/frame-routes';
import { invoicesFrameRoutes, invoicesSettingsRoutes } from '../features/invoices/frame-routes';
import { jobsFrameRoutes } from '../features/jobs/frame-routes';
import { paymentRemindersSettingsRoutes } from '../features/payment-reminders/frame-routes';
import { paymentSettingsRoutes } from '../features/payment-settings/frame-routes';
import { paymentsFrameRoutes } from '../features/payments/frame-routes';
import { profileFrameRoutes } from '../features/profile/frame-routes';
import { questionnaireTemplatesSettingsRoutes } from '../features/questionnaire-templates/frame-routes';
import { questionnairesFrameRoutes } from '../features/questionnaires/frame-routes';
import { quotesFrameRoutes, quoteTemplatesSettingsRoutes } from '../features/quotes/frame-routes';
import { settingsFrameRoutes } from '../features/settings/frame-routes';
import { studioListsFrameRoutes } from '../features/studio-lists/frame-routes';
import { teamFrameRoutes } from '../features/team/frame-routes';
import type { RouteHandle } from '../shared/routing/route-handle';
import { clientProfileTabs, jobProfileTabs } from './profile-tabs';
import { RefreshRoute } from './refresh-route';

// Each feature declares its pages in its own frame-routes.tsx (a chunk per page); this file only
// puts them under the frame, and hands features what another feature gives them.

/** The settings area; in the mobile apps only its root (spec 01 §2.1). */
const settingsRoutes: RouteObject = {
  path: 'settings',
  lazy: () => import('./guards/settings-gate').then((m) => ({ Component: m.SettingsGate })),
  children: [
    ...settingsFrameRoutes,
    // My profile shows the two-factor feature's Security section (composed here: features stay apart).
    ...profileFrameRoutes(() =>
      import('../features/two-factor/components/security-section').then((m) => m.SecuritySection),
    ),
    ...companiesFrameRoutes,
    ...teamFrameRoutes,
    ...emailSettingsFrameRoutes,
    ...studioListsFrameRoutes,
    ...catalogueFrameRoutes,
    ...invoicesSettingsRoutes,
    ...paymentRemindersSettingsRoutes,
    ...paymentSettingsRoutes,
    ...quoteTemplatesSettingsRoutes,
    ...questionnaireTemplatesSettingsRoutes,
    ...contractTemplatesSettingsRoutes,
  ],
};

/** Every page of the signed-in frame (spec 01 §2.1), under the frame's layout. */
export const frameRoutes: RouteObject[] = [
  ...dashboardFrameRoutes,
  {
    path: 'refresh_route',
    element: <RefreshRoute />,
    handle: { greyBackground: true, bottomMenu: false, hideSideMenu: true } satisfies RouteHandle,
  },
  ...clientsFrameRoutes(clientProfileTabs),
  ...jobsFrameRoutes(jobProfileTabs),
  ...contractsFrameRoutes,
  ...questionnairesFrameRoutes,
  ...invoicesFrameRoutes,
  ...quotesFrameRoutes,
  ...paymentsFrameRoutes,
  ...calendarFrameRoutes,
  settingsRoutes,
];
