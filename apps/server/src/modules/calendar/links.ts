import { CalendarTexts } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../http/validation.ts';
import { CalendarText } from './messages.ts';
import * as repo from './links/repo.ts';

/**
 * An appointment's client and lead or job (issue 31). A link names the company's own records: the
 * keys carry company_id, and another company's id is refused like a missing one (400 naming the
 * field, never a 404 that would tell it exists). With both, the client must be one of the job's; a
 * job alone does not imply its clients. Blocked time is never linked.
 */

/** Checks the links an appointment is saved with; call in the save's transaction (it locks them). */
export async function checkLinks(db: Db, companyId: string, kind: string, ids: repo.LinkIds) {
  if (kind === 'blocked') {
    const field = ids.clientId ? 'clientId' : ids.jobId ? 'jobId' : null;
    if (field) throw fieldError(field, CalendarTexts.blockedUnlinked);
    return;
  }
  if (!ids.clientId && !ids.jobId) return;
  const found = await repo.linkTargets(db, companyId, ids);
  if (ids.clientId && !found.client) throw fieldError('clientId', CalendarText.clientMissing);
  if (ids.jobId && !found.job) throw fieldError('jobId', CalendarText.jobMissing);
  if (ids.clientId && ids.jobId && !found.clientOnJob)
    throw fieldError('clientId', CalendarText.clientNotOnJob);
}

/**
 * Before clients or jobs move to another company: the appointments that stay behind lose their
 * links to them (the appointment is the studio's and stays; a link across companies cannot exist).
 */
export const unlinkMovedRecords = (
  tx: Db,
  companyId: string,
  ids: { clientIds?: string[]; jobIds?: string[] },
) => repo.unlink(tx, companyId, { clientIds: ids.clientIds ?? [], jobIds: ids.jobIds ?? [] });

/** A merge: appointments of the merged client follow it to the client it was merged into. */
export const repointMergedClient = repo.repointClient;
