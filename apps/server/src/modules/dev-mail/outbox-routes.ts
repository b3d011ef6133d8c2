import { emailField, envelope } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { listOutbox } from '../../mail/outbox.ts';
import { requireAdmin } from '../auth/guards.ts';

const outboxSchema = envelope(
  z.object({
    messages: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string(),
        createdAt: z.string(),
        deliveredAt: z.string().nullable(),
      }),
    ),
  }),
);

/**
 * The outbox as the administrator sees it: every kind of mail, newest first. Offline (no mail
 * server) this is how a reset or address-change mail reaches its owner, read out by support; the
 * console page comes later. The caller is checked before the query is looked at.
 */
export function adminOutboxRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/outbox',
    {
      onRequest: requireAdmin(deps),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: z.strictObject({
          to: emailField().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: outboxSchema },
      },
    },
    async (req, reply) => {
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
    },
  );
}
