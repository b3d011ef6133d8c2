import type { CardAttemptListRow } from '@focal/contracts/invoices/card-attempts';
import type { PaymentTotals } from '@focal/contracts/invoices/payments';
import type { Db } from '../../../db/client.ts';
import { decodeSortCursor, encodeSortCursor } from '../../../http/keyset-cursor.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import * as repo from './attempts-repo.ts';
import { AttemptText } from './messages.ts';

type AttemptRow = Awaited<ReturnType<typeof repo.listAttempts>>[number];

/** Why an attempt failed, in words; null while it is under way. */
function failureReasonOf(row: Pick<AttemptRow, 'attempt' | 'abandoned'>): string | null {
  if (row.abandoned) return AttemptText.notConfirmed;
  if (row.attempt.status !== 'failed') return null;
  const code = row.attempt.failureCode ?? '';
  return Object.hasOwn(AttemptText.declines, code) ? AttemptText.declines[code]! : AttemptText.other;
}

export const attemptViewOf = (row: AttemptRow): CardAttemptListRow => {
  const reason = failureReasonOf(row);
  const a = row.attempt;
  return {
    id: a.id,
    state: reason === null ? 'pending' : 'failed',
    awaitingBank: a.status === 'requires_action' && !row.abandoned,
    failureReason: reason,
    invoiceId: a.invoiceId,
    invoiceNumber: row.invoiceNumber ?? '',
    jobId: row.jobId,
    jobName: row.jobName,
    jobStage: row.jobStage,
    clientName: row.clientName,
    currency: a.currency,
    amountMinor: a.amountMinor,
    surchargeMinor: a.surchargeMinor,
    tipMinor: a.tipMinor,
    createdAt: a.createdAt.toISOString(),
  };
};

/**
 * A page of the portal's card attempts under way or failed, newest started first, keyset pages as
 * the payments' (the cursor carries the start time to the microsecond); totals on the first page.
 */
export async function listCardAttempts(
  db: Db,
  scope: CompanyScope,
  query: repo.AttemptFilter & { limit: number; cursor?: string | undefined },
): Promise<{ rows: CardAttemptListRow[]; nextCursor: string | null; totals: PaymentTotals | null }> {
  const after = decodeSortCursor(query.cursor, 'cursor', 'at');
  const [rows, totals] = await Promise.all([
    repo.listAttempts(db, scope.companyId, query, { limit: query.limit + 1, after }),
    after ? null : repo.attemptTotals(db, scope.companyId, query),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map(attemptViewOf),
    nextCursor:
      rows.length > query.limit && last ? encodeSortCursor({ value: last.cursorAt, id: last.attempt.id }) : null,
    totals: totals && totals.map((total) => ({ ...total, creditMinor: 0, refundedMinor: 0 })),
  };
}
