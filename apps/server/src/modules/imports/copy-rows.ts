import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client.ts';
import { addCopied } from '../background-tasks/service.ts';
import type { ImportContext, ImportKind } from './registry.ts';
import { recordCopies } from './repo.ts';

/** Source rows per transaction: small enough to keep locks short, large enough to be cheap. */
const BATCH_SIZE = 200;

export class ImportInterrupted extends Error {
  constructor() {
    super('the import was interrupted (the process is stopping); it resumes where it stopped');
  }
}

export type RowCopy<Row> = {
  count: (db: Db, sourceCompanyId: string) => Promise<number>;
  /**
   * Up to `limit` source rows after the cursor `after` (null: from the start), in cursor order. Page
   * along an index that starts with company_id, so a page reads only the source company's rows.
   */
  page: (db: Db, sourceCompanyId: string, after: string | null, limit: number) => Promise<Row[]>;
  /** The row's identity in the source (its primary key as text): what import_copies records. */
  key: (row: Row) => string;
  /** Where the next page starts after this row; by default its key. */
  cursor?: (row: Row) => string;
  /** The id the copy will have; by default a new uuid, which `write` must then use. */
  targetId?: (row: Row, targetCompanyId: string) => string;
  /** Writes the copies into the target company, inside the batch's transaction. */
  write: (tx: Db, copies: { row: Row; targetId: string }[], targetCompanyId: string) => Promise<void>;
};

/**
 * A kind's count and copy, in batches. Each batch is one transaction that first records the
 * batch's rows in import_copies (ON CONFLICT DO NOTHING RETURNING) and then copies only the rows
 * it recorded just now, and adds them to the step's progress. A rerun of the same task (a second
 * worker, a restarted process) finds the rows already recorded and skips them: nothing is copied
 * twice, and a batch that did not commit left no record, so nothing is lost. Two workers on the
 * same batch queue on the primary key: the second sees the first's rows once it commits.
 */
export function copyRows<Row>(spec: RowCopy<Row>): Pick<ImportKind, 'count' | 'copy'> {
  return {
    count: spec.count,
    copy: async (context: ImportContext) => {
      const { db, taskId, type, sourceCompanyId, targetCompanyId, signal } = context;
      const pause = context.batchPauseMs;
      let after: string | null = null;
      for (;;) {
        if (signal.aborted) throw new ImportInterrupted();
        const rows = await spec.page(db, sourceCompanyId, after, BATCH_SIZE);
        if (rows.length === 0) return;
        after = (spec.cursor ?? spec.key)(rows.at(-1)!);
        await db.transaction(async (tx) => {
          const planned = rows.map((row) => ({
            row,
            sourceId: spec.key(row),
            targetId: spec.targetId?.(row, targetCompanyId) ?? randomUUID(),
          }));
          const fresh = await recordCopies(tx, { taskId, companyId: targetCompanyId, type }, planned);
          if (fresh.size === 0) return;
          await spec.write(
            tx,
            planned.filter((p) => fresh.has(p.sourceId)),
            targetCompanyId,
          );
          await addCopied(tx, taskId, type, fresh.size);
        });
        if (rows.length < BATCH_SIZE) return;
        if (pause > 0) await sleep(pause);
      }
    },
  };
}
