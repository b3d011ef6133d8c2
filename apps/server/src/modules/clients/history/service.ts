import type { ClientActivity, ClientEmail, ClientJob, historyPageQuerySchema } from '@focal/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps.ts';
import { decodeSortCursor, encodeSortCursor } from '../../../http/keyset-cursor.ts';
import { listActivity } from '../../activity/repo.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { findClient } from '../repo.ts';
import { clientNotFound } from '../service.ts';
import * as repo from './repo.ts';

type PageQuery = z.output<typeof historyPageQuerySchema>;
type Paged<T> = { rows: T[]; nextCursor: string | null };

/** Reads one more row than the page: whether it exists says if another page follows. */
async function paged<R extends { id: string; cursorAt: string }, T>(
  deps: AppDeps,
  scope: CompanyScope,
  clientId: string,
  query: PageQuery,
  read: (page: { limit: number; after?: { value: string | null; id: string } }) => Promise<R[]>,
  shape: (row: R) => T,
): Promise<Paged<T>> {
  if (!(await findClient(deps.db, scope.companyId, clientId))) throw clientNotFound();
  const after = decodeSortCursor(query.cursor, 'cursor', 'at');
  const rows = await read({ limit: query.limit + 1, after });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map(shape),
    nextCursor:
      rows.length > query.limit && last ? encodeSortCursor({ value: last.cursorAt, id: last.id }) : null,
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
    async (page) => {
      const subject = { companyId: scope.companyId, subjectType: 'client' as const, subjectId: clientId };
      // Activity's time is never null: a cursor whose value is null is forged, and reads the first page.
      const at = page.after?.value;
      const before = page.after && at ? { at, id: page.after.id } : undefined;
      return listActivity(deps.db, subject, { limit: page.limit, before });
    },
    (row): ClientActivity => ({
      id: row.id,
      action: row.action,
      details: row.details,
      userId: row.userId,
      at: row.at.toISOString(),
    }),
  );
