import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import * as tasks from './service.ts';

/** The banners of long work (today: company imports) and their dismissal (spec 01 §4.8, §7). */
export function backgroundTaskRoutes(app: FastifyInstance, deps: AppDeps) {
  // Readable when the subscription has lapsed: the frame polls them on every page.
  route(
    app,
    E.listBanners,
    { preHandler: requireCompany(deps, { allowLapsedSubscription: true }) },
    async (req) => ({
      data: await tasks.banners(deps, req.company!),
    }),
  );

  route(app, E.dismissBanner, { preHandler: requireCompany(deps) }, async (req) => {
    await tasks.dismiss(deps, req.company!, req.params.id);
    return { data: null };
  });
}
