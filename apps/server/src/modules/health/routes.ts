import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/ping.ts';
import type { AppDeps } from '../../deps.ts';

/** Readiness: the database answers. While shutting down Fastify answers 503 by itself. */
export function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await pingDatabase(deps.db);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
