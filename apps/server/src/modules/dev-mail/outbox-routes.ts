import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { listOutbox } from '../../mail/outbox.ts';
import { adminActor, recordAdminRead } from '../admin-audit/service.ts';
import { requireAdmin } from '../auth/guards.ts';
import { linkStates, shownMail } from './outbox-links.ts';

/**
 * The outbox as the administrator sees it: every kind of account mail (not studios' mail to their
 * clients), newest first. Offline (no mail server) this is how a reset or address-change mail reaches
 * its owner, read out by support. The caller is checked before the query is looked at. A link shows
 * only while it works, and every read is in the audit log (issue 29 §9).
 */
export function adminOutboxRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, E.listOutbox, { onRequest: requireAdmin(deps) }, async (req, reply) => {
    const rows = await listOutbox(deps.db, { to: req.query.to, limit: req.query.limit });
    const links = await linkStates(deps, rows);
    const messages = rows.map((row) => {
      const link = links.get(row.id) ?? 'NONE';
      const m = shownMail(row, link);
      return {
        id: m.id,
        kind: m.kind,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        createdAt: m.createdAt.toISOString(),
        deliveredAt: m.deliveredAt?.toISOString() ?? null,
        link,
      };
    });
    await recordAdminRead(deps.db, {
      ...adminActor(req),
      action: 'outbox.read',
      targetKind: 'outbox',
      targetId: req.query.to?.toLowerCase() ?? null,
      details: {
        to: req.query.to ?? null,
        shown: messages.length,
        // The mails whose working link this administrator saw: each grants an account or a seat.
        liveLinks: messages.filter((m) => m.link === 'LIVE').map((m) => m.id),
      },
    });
    void reply.header('cache-control', 'no-store');
    return { data: { messages } };
  });
}
