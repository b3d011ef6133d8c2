import { endpoints as E, type MailLogEntry, type MailLogStatus } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { route } from '../http/route.ts';
import { requireCompany } from '../modules/auth/guards.ts';
import { listCompanyMail } from './repo.ts';

type Row = Awaited<ReturnType<typeof listCompanyMail>>['rows'][number];

/** A row's status: a stamp of its end wins; without one it is queued (waiting or retrying). */
function statusOf(row: Row): { status: MailLogStatus; at: Date | null } {
  if (row.deliveredAt) return { status: 'sent', at: row.deliveredAt };
  if (row.bouncedAt) return { status: 'bounced', at: row.bouncedAt };
  if (row.failedAt) return { status: 'failed', at: row.failedAt };
  return { status: 'queued', at: null };
}

const entryOf = (row: Row): MailLogEntry => {
  const { status, at } = statusOf(row);
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    status,
    statusAt: at?.toISOString() ?? null,
    // A delivered message's last error is history; the log says what matters now.
    lastError: status === 'sent' ? null : row.lastError,
    attempts: row.attempts,
  };
};

/** The mail log of the session's company (never a company named in the request). */
export function mailLogRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, E.getMailLog, { preHandler: requireCompany(deps) }, async (req) => {
    const { perPage, page } = req.query;
    const { rows, total } = await listCompanyMail(deps.db, req.company!.companyId, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return { data: { rows: rows.map(entryOf), total } };
  });
}
