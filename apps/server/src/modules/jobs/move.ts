import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { moveActivity, recordActivity } from '../activity/record.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { unlinkMovedRecords } from '../calendar/links.ts';
import { byLabel } from '../clients/transfer/move.ts';
import { companyOfMember } from '../memberships/service.ts';
import { listCustomFields } from '../studio-lists/custom-fields/service.ts';
import { JobText } from './messages.ts';
import * as moves from './move/repo.ts';
import * as repo from './repo.ts';
import { readableJob } from './service.ts';
import { jobView } from './view.ts';
import { InvoiceText } from '../invoices/messages.ts';
import { jobHasInvoices } from '../invoices/service.ts';
import { QuoteText } from '../quotes/messages.ts';
import { jobHasQuotes } from '../quotes/service.ts';
import { QuestionnaireText } from '../questionnaires/messages.ts';
import { jobHasQuestionnaires } from '../questionnaires/service.ts';

/**
 * Moves a lead or job to another company of the business account the user works in (a member of
 * both). Its job type and pipeline stage become the other company's of the same name, or none;
 * custom field values (its own and its clients') are re-keyed by label, as a client's move does,
 * and a value whose label the other company lacks is dropped. A client linked to no other record
 * moves with it; one that other records share stays and is copied. The active-jobs limit counts
 * the whole account, so a move never changes it.
 */
export async function moveJobToCompany(deps: AppDeps, scope: CompanyScope, id: string, targetId: string) {
  const from = scope.companyId;
  // The record first: another company's id is a 404 whatever the target.
  await readableJob(deps.db, scope, id);
  if (targetId === from) throw new AppError('Conflict', JobText.wrongStateTitle, JobText.moveSameCompany);
  const target = await companyOfMember(deps.db, scope.userId, targetId);
  if (!target || target.company.businessAccountId !== scope.businessAccountId)
    throw new AppError('Forbidden', JobText.wrongStateTitle, JobText.moveNotMember);
  const row = await deps.db.transaction(async (tx) => {
    const job = await readableJob(tx, scope, id, true);
    // A quote is priced in its company's currency and numbered in its series: it stays, so the record does.
    if (await jobHasQuotes(tx, from, id))
      throw new AppError('Conflict', JobText.wrongStateTitle, QuoteText.jobHasQuotes);
    if (await jobHasInvoices(tx, from, id))
      throw new AppError('Conflict', JobText.wrongStateTitle, InvoiceText.jobHasInvoices);
    if (await jobHasQuestionnaires(tx, from, id))
      throw new AppError('Conflict', JobText.wrongStateTitle, QuestionnaireText.jobHasQuestionnaires);
    const type = job.jobTypeId ? await repo.findJobType(tx, from, job.jobTypeId) : undefined;
    const newType = type ? await repo.findJobTypeByName(tx, targetId, type.name) : undefined;
    const stage = job.leadStageId
      ? (await repo.leadStagesOf(tx, from)).find((s) => s.id === job.leadStageId)
      : undefined;
    const newStage = stage
      ? (await repo.leadStagesOf(tx, targetId)).find((s) => s.name.toLowerCase() === stage.name.toLowerCase())
      : undefined;
    const [fromClient, toClient, fromJob, toJob] = await Promise.all([
      listCustomFields(tx, from, 'client'),
      listCustomFields(tx, targetId, 'client'),
      listCustomFields(tx, from, 'job'),
      listCustomFields(tx, targetId, 'job'),
    ]);
    // The studio's appointments stay in this company: their links to what leaves are dropped.
    await unlinkMovedRecords(tx, from, { jobIds: [id] });
    const clientIds: string[] = [];
    for (const { clientId, customFields } of await moves.clientLinks(tx, from, id)) {
      const move = { clientId, from, to: targetId };
      const values = byLabel(customFields, fromClient, toClient);
      if (await moves.clientUsedElsewhere(tx, clientId, id)) {
        clientIds.push(await moves.copyClient(tx, move, values));
      } else {
        await unlinkMovedRecords(tx, from, { clientIds: [clientId] });
        await moves.moveClient(tx, move, values);
        await moveActivity(
          tx,
          { companyId: from, subjectType: 'client', subjectId: clientId },
          { companyId: targetId, subjectType: 'client', subjectId: clientId },
        );
        clientIds.push(clientId);
      }
    }
    await moves.moveJobRows(
      tx,
      { id, from, to: targetId },
      {
        jobTypeId: newType?.id ?? null,
        leadStageId: newStage?.id ?? null,
        customFields: byLabel(job.customFields, fromJob, toJob),
        clientIds,
      },
    );
    const subject = { subjectType: 'job' as const, subjectId: id };
    await moveActivity(tx, { companyId: from, ...subject }, { companyId: targetId, ...subject });
    await recordActivity(tx, {
      companyId: targetId,
      ...subject,
      userId: scope.userId,
      action: 'moved',
      details: { fromCompanyId: from, toCompanyId: targetId },
    });
    return (await repo.findJob(tx, targetId, id))!;
  });
  return jobView(deps.db, row);
}
