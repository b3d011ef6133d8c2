import type { Readable } from 'node:stream';
import { isCardAttemptState } from '@focal/contracts/invoices/card-attempts';
import type { PaymentListState } from '@focal/contracts/invoices/payments';
import { minorToDecimal } from '@focal/contracts/money/format';
import type { Db } from '../../../db/client.ts';
import { csvDownload } from '../../../lib/csv-download.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { exportAttempts } from './attempts-export.ts';
import * as repo from './repo.ts';
import { paymentStateOf } from './state.ts';

const BATCH = 1_000;
const COLUMNS = [
  'Received',
  'Client',
  'Invoice',
  'Record',
  'Method',
  'Reference',
  'Note',
  'Amount',
  'Kept as credit',
  'Refunded',
  'State',
  'Currency',
  'Recorded at',
];

export const paymentsFileName = (now = new Date()) => `payments-${now.toISOString().slice(0, 10)}.csv`;

type Filter = Omit<repo.PaymentFilter, 'state'> & { state?: PaymentListState | undefined };

/**
 * The filter's payments as CSV, read a keyset batch at a time, amounts in the currency's digits;
 * under pending and failed, the portal's card attempts (attempts-export.ts).
 */
export function exportPayments(db: Db, scope: CompanyScope, query: Filter): Readable {
  const { state, ...rest } = query;
  if (isCardAttemptState(state)) return exportAttempts(db, scope, { ...rest, state });
  const filter = { ...rest, state };
  async function* batches() {
    let after: { value: string; id: string } | undefined;
    for (;;) {
      const rows = await repo.listPayments(db, scope.companyId, filter, { limit: BATCH, after });
      yield rows.map(({ payment: p, ...named }) => [
        p.receivedOn,
        named.clientName ?? '',
        named.invoiceNumber ?? '',
        named.jobName,
        p.method,
        p.reference ?? '',
        p.note,
        minorToDecimal(p.amountMinor, p.currency),
        minorToDecimal(p.creditMinor, p.currency),
        minorToDecimal(p.refundedMinor, p.currency),
        paymentStateOf(p),
        p.currency,
        p.createdAt.toISOString(),
      ]);
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      after = { value: last.payment.receivedOn, id: last.payment.id };
    }
  }
  return csvDownload(COLUMNS, batches());
}
