import type { Feature } from '../feature.ts';
import { portalRoutes } from './routes.ts';
import { PORTAL_LINKS, startPortalLinkWorkers } from './sign-in.ts';

export const feature: Feature = {
  routes: portalRoutes,
  queues: [[PORTAL_LINKS]],
  startWorkers: startPortalLinkWorkers,
};
