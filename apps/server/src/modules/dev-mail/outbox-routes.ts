import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { listOutbox } from '../../mail/outbox.ts';
import { requireAdmin } from '../auth/guards.ts';

/**
 * The outbox as the administrator sees it: every kind of account mail (not studios' mail to their clients), newest first. Offline (no mail
 * server) this is how a reset or address-change mail reaches its owner, read out by support; the
 * console page comes later. The caller is checked before the query is looked at.
 */
export function adminOutboxRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, E.listOutbox, { onRequest: requireAdmin(deps) }, async (req, reply) => {
    const rows = await listOutbox(deps.db, { to: req.query.to, limit: req.query.limit });
    void reply.header('cache-control', 'no-store');
    return {
      data: {
        messages: rows.map((m) => ({
          id: m.id,
          kind: m.kind,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          createdAt: m.createdAt.toISOString(),
          deliveredAt: m.deliveredAt?.toISOString() ?? null,
        })),
      },
    };
  });
}
