import { BackgroundTaskPaths, bannersResponseSchema, emptyDataSchema } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireCompany } from '../auth/guards.ts';
import * as tasks from './service.ts';

const tags = ['background-tasks'];
const security = [{ bearer: [] }];

/** The banners of long work (today: company imports) and their dismissal (spec 01 §4.8, §7). */
export function backgroundTaskRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireCompany(deps);

  // Readable when the subscription has lapsed: the frame polls them on every page.
  r.get(
    BackgroundTaskPaths.banners,
    {
      preHandler: requireCompany(deps, { allowLapsedSubscription: true }),
      schema: { tags, security, response: { 200: bannersResponseSchema } },
    },
    async (req) => ({ data: await tasks.banners(deps, req.company!) }),
  );

  r.put(
    BackgroundTaskPaths.dismiss(':id'),
    {
      preHandler,
      schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: emptyDataSchema } },
    },
    async (req) => {
      await tasks.dismiss(deps, req.company!, req.params.id);
      return { data: null };
    },
  );
}
