import type { Feature } from '../feature.ts';
import { CARD_PAYMENTS_SWEEP, startCardSweep } from './card-sweep.ts';
import { portalRoutes } from './routes.ts';
import { PORTAL_LINKS, startPortalLinkWorkers } from './sign-in.ts';

export const feature: Feature = {
  routes: portalRoutes,
  queues: [[PORTAL_LINKS], [CARD_PAYMENTS_SWEEP]],
  startWorkers: async (deps) => {
    await startPortalLinkWorkers(deps);
    await startCardSweep(deps);
  },
};
