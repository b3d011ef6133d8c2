import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * A client's submitted questionnaire names the record's name or main date (the wedding day): written
 * in the submit's transaction, whatever the record's stage or state (the client's answer stands).
 */
export async function fillJobFields(
  tx: Db,
  companyId: string,
  jobId: string,
  fields: { name?: string; mainDate?: string },
) {
  if (fields.name === undefined && fields.mainDate === undefined) return;
  await repo.updateJobRow(tx, companyId, jobId, fields);
}
