import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';

/** Readiness: the database answers. While shutting down Fastify answers 503 by itself. */
export function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
