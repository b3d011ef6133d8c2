import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { moveActivity, recordActivity } from '../../activity/record.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { unlinkMovedRecords } from '../../calendar/links.ts';
import { companyOfMember } from '../../memberships/service.ts';
import { listCustomFields } from '../../studio-lists/custom-fields/service.ts';
import { ClientText } from '../messages.ts';
import * as clients from '../repo.ts';
import { clientNotFound } from '../service.ts';
import * as repo from './repo.ts';
import { jobHasInvoices } from '../../invoices/service.ts';
import { jobHasQuotes } from '../../quotes/service.ts';
import { jobHasQuestionnaires } from '../../questionnaires/service.ts';

/**
 * Custom field values keyed by the source company's field ids, re-keyed by label to the target's
 * (a value whose label the target lacks is dropped). Moving a lead or job uses it too.
 */
export function byLabel(
  values: Record<string, string>,
  from: { id: string; label: string }[],
  to: { id: string; label: string }[],
) {
  const target = new Map(to.map((f) => [f.label.toLowerCase(), f.id]));
  const label = new Map(from.map((f) => [f.id, f.label.toLowerCase()]));
  const moved: Record<string, string> = {};
  for (const [id, value] of Object.entries(values)) {
    const targetId = target.get(label.get(id) ?? '');
    if (targetId) moved[targetId] = value;
  }
  return moved;
}

/**
 * Moves a client to another company of the same business account that the user is a member of.
 * Its leads and jobs go with it; a lead or job that also names a client who stays is refused
 * (with the jobs' names), since a record cannot live in two companies. Activity moves too;
 * appointments stay and lose their links to what moved.
 */
export async function moveClient(deps: AppDeps, scope: CompanyScope, clientId: string, targetId: string) {
  // Another company's (or no) client is not found before anything is said about the target.
  if (!(await clients.findClient(deps.db, scope.companyId, clientId))) throw clientNotFound();
  if (targetId === scope.companyId)
    throw new AppError('ValidationFailed', 'Check the form', ClientText.moveSameCompany, {
      data: { fields: { companyId: ClientText.moveSameCompany } },
    });
  const target = await companyOfMember(deps.db, scope.userId, targetId);
  if (!target || target.company.businessAccountId !== scope.businessAccountId)
    throw new AppError('Forbidden', ClientText.moveNotMemberTitle, ClientText.moveNotMember);
  return deps.db.transaction(async (tx) => {
    const client = await clients.lockClient(tx, scope.companyId, clientId);
    if (!client) throw clientNotFound();
    const jobs = await repo.jobsWithOtherClients(tx, scope.companyId, clientId);
    const shared = jobs.filter((j) => j.others > 0);
    if (shared.length > 0)
      throw new AppError(
        'Conflict',
        ClientText.moveSharedJobsTitle,
        ClientText.moveSharedJobs(shared.map((j) => j.name)),
      );
    // Quotes, invoices and questionnaires stay with their company, so their records (and this client) do too.
    const documented: string[] = [];
    for (const job of jobs)
      if (
        (await jobHasQuotes(tx, scope.companyId, job.id)) ||
        (await jobHasInvoices(tx, scope.companyId, job.id)) ||
        (await jobHasQuestionnaires(tx, scope.companyId, job.id))
      )
        documented.push(job.name);
    if (documented.length > 0)
      throw new AppError('Conflict', ClientText.moveDocumentsTitle, ClientText.moveDocuments(documented));
    const [fromClient, toClient, fromJob, toJob] = await Promise.all([
      listCustomFields(tx, scope.companyId, 'client'),
      listCustomFields(tx, targetId, 'client'),
      listCustomFields(tx, scope.companyId, 'job'),
      listCustomFields(tx, targetId, 'job'),
    ]);
    await unlinkMovedRecords(tx, scope.companyId, { clientIds: [clientId], jobIds: jobs.map((j) => j.id) });
    await repo.moveRows(
      tx,
      {
        from: scope.companyId,
        to: targetId,
        clientId,
        clientFields: byLabel(client.customFields, fromClient, toClient),
      },
      jobs.map((j) => ({ id: j.id, customFields: byLabel(j.customFields, fromJob, toJob) })),
    );
    const subject = (type: 'client' | 'job', id: string, companyId: string) => ({
      companyId,
      subjectType: type,
      subjectId: id,
    });
    await moveActivity(
      tx,
      subject('client', clientId, scope.companyId),
      subject('client', clientId, targetId),
    );
    for (const job of jobs)
      await moveActivity(tx, subject('job', job.id, scope.companyId), subject('job', job.id, targetId));
    await recordActivity(tx, {
      ...subject('client', clientId, targetId),
      userId: scope.userId,
      action: 'moved',
      details: { fromCompanyId: scope.companyId, jobIds: jobs.map((j) => j.id) },
    });
    return { companyId: targetId, movedJobIds: jobs.map((j) => j.id) };
  });
}
