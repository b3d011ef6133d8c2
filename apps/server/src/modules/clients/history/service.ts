import type { ClientActivity, ClientEmail, ClientJob, historyPageQuerySchema } from '@focal/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps.ts';
import { decodeCursor, encodeCursor, type Keyset } from '../../../http/keyset-cursor.ts';
import { activityPage } from '../../activity/pages.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { findClient } from '../repo.ts';
import { clientNotFound } from '../service.ts';
import * as repo from './repo.ts';
import { paymentsOfClient } from '../../invoices/payments/service.ts';
import { invoicesOfClient } from '../../invoices/service.ts';
import { quotesOfClient } from '../../quotes/service.ts';

type PageQuery = z.output<typeof historyPageQuerySchema>;
type Paged<T> = { rows: T[]; nextCursor: string | null };

/**
 * Each list is newest first by (time, id), the console's keyset cursor (a time is never missing, so
 * a cursor without one is forged: a 400). Reads one more row than the page: whether it exists says
 * if another page follows.
 */
async function paged<R extends { id: string; cursorAt: string }, T>(
  deps: AppDeps,
  scope: CompanyScope,
  clientId: string,
  query: PageQuery,
  read: (page: { limit: number; before?: Keyset | undefined }) => Promise<R[]>,
  shape: (row: R) => T,
): Promise<Paged<T>> {
  if (!(await findClient(deps.db, scope.companyId, clientId))) throw clientNotFound();
  const before = decodeCursor(query.cursor, 'cursor');
  const rows = await read({ limit: query.limit + 1, before });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map(shape),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

export const clientJobs = (deps: AppDeps, scope: CompanyScope, clientId: string, query: PageQuery) =>
  paged(
    deps,
    scope,
    clientId,
    query,
    (page) => repo.jobsOfClient(deps.db, scope.companyId, clientId, page),
    ({ cursorAt: _, createdAt, ...row }): ClientJob => ({ ...row, createdAt: createdAt.toISOString() }),
  );

export const clientEmails = (deps: AppDeps, scope: CompanyScope, clientId: string, query: PageQuery) =>
  paged(
    deps,
    scope,
    clientId,
    query,
    (page) => repo.mailToClient(deps.db, scope.companyId, clientId, page),
    (row): ClientEmail => ({
      id: row.id,
      subject: row.subject,
      to: row.to,
      status: row.bouncedAt ? 'bounced' : row.failedAt ? 'failed' : row.deliveredAt ? 'sent' : 'queued',
      createdAt: row.createdAt.toISOString(),
    }),
  );

export const clientActivity = (deps: AppDeps, scope: CompanyScope, clientId: string, query: PageQuery) =>
  paged(
    deps,
    scope,
    clientId,
    query,
    (page) =>
      activityPage(deps.db, { companyId: scope.companyId, subjectType: 'client', subjectId: clientId }, page),
    (row): ClientActivity => ({
      id: row.id,
      action: row.action,
      details: row.details,
      userId: row.userId,
      at: row.at.toISOString(),
    }),
  );

/** Of each kind, the newest this many: a client's history shows a studio's working set. */
const DOCUMENTS_OF_EACH = 100;

/** The quotes and invoices of the client's leads and jobs, last changed first. */
export async function clientDocuments(deps: AppDeps, scope: CompanyScope, clientId: string) {
  if (!(await findClient(deps.db, scope.companyId, clientId))) throw clientNotFound();
  const [quotes, invoices, paid] = await Promise.all([
    quotesOfClient(deps.db, scope.companyId, clientId, DOCUMENTS_OF_EACH),
    invoicesOfClient(deps.db, scope.companyId, clientId, DOCUMENTS_OF_EACH),
    paymentsOfClient(deps.db, scope.companyId, clientId, DOCUMENTS_OF_EACH),
  ]);
  const documents = [
    ...quotes.map((q) => ({
      id: q.id,
      kind: 'quote',
      title: q.title,
      status: q.status,
      updatedAt: q.updatedAt,
      number: String(q.number),
      jobId: q.jobId,
      totalMinor: q.totalMinor,
      currency: q.currency,
    })),
    ...invoices.map((i) => ({
      id: i.id,
      kind: 'invoice',
      title: i.title,
      status: i.status,
      updatedAt: i.updatedAt,
      number: i.number,
      jobId: i.jobId,
      totalMinor: i.totalMinor,
      currency: i.currency,
    })),
  ].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { documents, ...paid };
}
