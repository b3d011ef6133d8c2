import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { JobText } from './messages.ts';
import * as repo from './repo.ts';

/**
 * The company's lead or job, or 404; `lock` holds its row to the transaction's end. Apart from
 * service.ts so that the calendar's sessions, which service.ts imports, can call it too.
 */
export async function companyJob(db: Db, companyId: string, id: string, lock = false) {
  const row = await repo.findJob(db, companyId, id, lock);
  if (!row) throw notFound(JobText.notFound);
  return row;
}
