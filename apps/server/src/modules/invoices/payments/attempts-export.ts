import type { Readable } from 'node:stream';
import { minorToDecimal } from '@focal/contracts/money/format';
import type { Db } from '../../../db/client.ts';
import { csvDownload } from '../../../lib/csv-download.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { attemptViewOf } from './attempts.ts';
import * as repo from './attempts-repo.ts';

const BATCH = 1_000;
const COLUMNS = [
  'Started at',
  'Client',
  'Invoice',
  'Record',
  'Amount',
  'Surcharge',
  'Tip',
  'State',
  'Reason',
  'Currency',
];

/** The filter's card attempts as CSV (export.ts's file under pending and failed), newest first. */
export function exportAttempts(db: Db, scope: CompanyScope, filter: repo.AttemptFilter): Readable {
  async function* batches() {
    let after: { value: string; id: string } | undefined;
    for (;;) {
      const rows = await repo.listAttempts(db, scope.companyId, filter, { limit: BATCH, after });
      yield rows.map((row) => {
        const a = attemptViewOf(row);
        return [
          a.createdAt,
          a.clientName ?? '',
          a.invoiceNumber,
          a.jobName,
          minorToDecimal(a.amountMinor, a.currency),
          minorToDecimal(a.surchargeMinor, a.currency),
          minorToDecimal(a.tipMinor, a.currency),
          a.state,
          a.failureReason ?? '',
          a.currency,
        ];
      });
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      after = { value: last.cursorAt, id: last.attempt.id };
    }
  }
  return csvDownload(COLUMNS, batches());
}
