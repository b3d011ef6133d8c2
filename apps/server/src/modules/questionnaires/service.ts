import {
  answeredCount,
  type CreateQuestionnaireRequest,
  QUESTIONNAIRE_REMIND_MINUTES,
  type Questionnaire,
  type QuestionnaireSummary,
} from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/validation.ts';
import { recordActivity } from '../activity/record.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { editableJob, readableJob } from '../jobs/service.ts';
import { getQuestionnaireTemplate } from '../questionnaire-templates/service.ts';
import { queueQuestionnaireMail } from './mail.ts';
import { QuestionnaireText as T } from './messages.ts';
import * as repo from './repo.ts';

/**
 * A lead's or job's questionnaires, on the studio's side: made from a template for one of the
 * record's clients (its sections copied), mailed with a portal link, reminded, reopened once
 * submitted, deleted while not submitted. Every change takes the row's lock.
 */
const questionnaireNotFound = () => new AppError('NotFound', T.notFoundTitle, T.notFound);
const wrongState = (message: string) => new AppError('Conflict', T.wrongStateTitle, message);

const iso = (d: Date | null) => d?.toISOString() ?? null;

function summaryOf({ row, client }: repo.QuestionnaireRecord): QuestionnaireSummary {
  return {
    id: row.id,
    jobId: row.jobId,
    name: row.name,
    status: row.status,
    client: client
      ? { id: client.id, name: client.displayName, email: client.contacts[0]?.email ?? null }
      : null,
    questionCount: row.sections.reduce((n, s) => n + s.questions.length, 0),
    answeredCount: answeredCount(row.sections, row.answers),
    sentAt: iso(row.sentAt),
    remindedAt: iso(row.remindedAt),
    submittedAt: iso(row.submittedAt),
    reopenedAt: iso(row.reopenedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const viewOf = (record: repo.QuestionnaireRecord): Questionnaire => ({
  ...summaryOf(record),
  templateId: record.row.templateId,
  sections: record.row.sections,
  answers: record.row.answers,
  answersVersion: record.row.answersVersion,
});

async function findOf(db: Db, scope: CompanyScope, id: string) {
  const record = await repo.findQuestionnaire(db, scope.companyId, id);
  if (!record) throw questionnaireNotFound();
  return record;
}

export async function listJobQuestionnaires(db: Db, scope: CompanyScope, jobId: string) {
  const job = await readableJob(db, scope, jobId);
  return { rows: (await repo.listForJob(db, scope.companyId, job.id)).map(summaryOf) };
}

/** A record's questionnaires, oldest first (its documents). */
export const questionnairesOfJob = async (db: Db, companyId: string, jobId: string) =>
  (await repo.listForJob(db, companyId, jobId)).map(summaryOf).reverse();

export async function getQuestionnaire(db: Db, scope: CompanyScope, id: string) {
  const record = await findOf(db, scope, id);
  await readableJob(db, scope, record.row.jobId);
  return viewOf(record);
}

/** The client a questionnaire is mailed to: its first contact's address, or ValidationFailed. */
function recipientOf(record: repo.QuestionnaireRecord) {
  if (!record.client) throw fieldError('clientId', T.noClient);
  const contact = record.client.contacts[0];
  if (!contact?.email)
    throw new AppError('ValidationFailed', T.noAddressTitle, T.noAddress, {
      data: { fields: { clientId: T.noAddress } },
    });
  return {
    id: record.client.id,
    email: contact.email,
    firstName: contact.firstName || record.client.displayName,
    fullName: record.client.displayName,
  };
}

/**
 * Runs a change of one questionnaire in a transaction (its record editable, the row locked) and
 * dispatches the mail it queued after the commit. Answers the questionnaire as it now is.
 */
async function change(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  work: (tx: Db, record: repo.QuestionnaireRecord) => Promise<string | null>,
) {
  let mailId: string | null = null;
  await deps.db.transaction(async (tx) => {
    const record = await findOf(tx, scope, id);
    await editableJob(tx, scope, record.row.jobId);
    const row = await repo.lockQuestionnaire(tx, scope.companyId, id);
    if (!row) throw questionnaireNotFound();
    mailId = await work(tx, { ...record, row });
  });
  if (mailId) await deps.mailer.dispatch([mailId]);
  return viewOf((await repo.findQuestionnaire(deps.db, scope.companyId, id))!);
}

/** Marks it sent and queues its mail (a first send or a reminder); answers the mail's id. */
async function mailIt(
  tx: Db,
  deps: AppDeps,
  scope: CompanyScope,
  record: repo.QuestionnaireRecord,
  kind: 'send' | 'remind',
) {
  const client = recipientOf(record);
  const now = new Date();
  await repo.updateQuestionnaire(
    tx,
    scope.companyId,
    record.row.id,
    kind === 'send' ? { status: 'sent', sentAt: now } : { remindedAt: now },
  );
  await recordActivity(tx, {
    companyId: scope.companyId,
    subjectType: 'job',
    subjectId: record.row.jobId,
    userId: scope.userId,
    action: kind === 'send' ? 'questionnaire_sent' : 'questionnaire_reminded',
    details: { questionnaireId: record.row.id, name: record.row.name, to: client.email },
  });
  return queueQuestionnaireMail(tx, deps, {
    kind,
    companyId: scope.companyId,
    jobId: record.row.jobId,
    jobName: record.jobName,
    questionnaireId: record.row.id,
    name: record.row.name,
    client,
    idempotencyKey: `questionnaire-${record.row.id}-${kind}-${now.getTime()}`,
  });
}

const withMail = (q: Questionnaire) => ({ ...q, mailedTo: q.client?.email ?? null });

/** Copies the template's sections onto the record for one of its clients; mails it unless `send` is false. */
export async function createQuestionnaire(
  deps: AppDeps,
  scope: CompanyScope,
  jobId: string,
  body: Required<CreateQuestionnaireRequest>,
) {
  let mailId: string | null = null;
  const id = await deps.db.transaction(async (tx) => {
    // The record first: another company's answers 404 whatever else the body names.
    const job = await editableJob(tx, scope, jobId);
    const template = await getQuestionnaireTemplate(tx, scope, body.templateId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NotFound'
        ? fieldError('templateId', T.templateNotFound)
        : error;
    });
    if (!(await repo.isJobsClient(tx, scope.companyId, job.id, body.clientId)))
      throw fieldError('clientId', T.notTheJobsClient);
    const id = await repo.insertQuestionnaire(tx, {
      companyId: scope.companyId,
      jobId: job.id,
      templateId: template.id,
      clientId: body.clientId,
      name: template.name,
      sections: template.sections,
    });
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'job',
      subjectId: job.id,
      userId: scope.userId,
      action: 'questionnaire_created',
      details: { questionnaireId: id, name: template.name },
    });
    if (body.send)
      mailId = await mailIt(
        tx,
        deps,
        scope,
        (await repo.findQuestionnaire(tx, scope.companyId, id))!,
        'send',
      );
    return id;
  });
  if (mailId) await deps.mailer.dispatch([mailId]);
  const created = viewOf((await repo.findQuestionnaire(deps.db, scope.companyId, id))!);
  return { ...created, mailedTo: body.send ? (created.client?.email ?? null) : null };
}

export async function sendQuestionnaire(deps: AppDeps, scope: CompanyScope, id: string) {
  const sent = await change(deps, scope, id, (tx, record) => {
    if (record.row.status !== 'draft') throw wrongState(T.notDraft);
    return mailIt(tx, deps, scope, record, 'send');
  });
  return withMail(sent);
}

/** A reminder with a fresh link, at most once an hour after the last mail. */
export async function remindQuestionnaire(deps: AppDeps, scope: CompanyScope, id: string) {
  const reminded = await change(deps, scope, id, (tx, record) => {
    const { status, sentAt, remindedAt } = record.row;
    if (status !== 'sent' && status !== 'in_progress') throw wrongState(T.notWaiting);
    const last = Math.max(sentAt?.getTime() ?? 0, remindedAt?.getTime() ?? 0);
    if (Date.now() - last < QUESTIONNAIRE_REMIND_MINUTES * 60_000)
      throw wrongState(T.remindedRecently(QUESTIONNAIRE_REMIND_MINUTES));
    return mailIt(tx, deps, scope, record, 'remind');
  });
  return withMail(reminded);
}

/** A submitted questionnaire goes back to the client for changes, its answers kept. */
export function reopenQuestionnaire(deps: AppDeps, scope: CompanyScope, id: string) {
  return change(deps, scope, id, async (tx, record) => {
    if (record.row.status !== 'submitted') throw wrongState(T.notSubmitted);
    const answered = answeredCount(record.row.sections, record.row.answers) > 0;
    await repo.updateQuestionnaire(tx, scope.companyId, id, {
      status: answered ? 'in_progress' : 'sent',
      submittedAt: null,
      reopenedAt: new Date(),
    });
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'job',
      subjectId: record.row.jobId,
      userId: scope.userId,
      action: 'questionnaire_reopened',
      details: { questionnaireId: id, name: record.row.name },
    });
    return null;
  });
}

/**
 * Deletes one not submitted. Its mailed links still open the client's portal (their session is
 * theirs), where it is no longer found.
 */
export async function deleteQuestionnaire(deps: AppDeps, scope: CompanyScope, id: string) {
  await deps.db.transaction(async (tx) => {
    const record = await findOf(tx, scope, id);
    await editableJob(tx, scope, record.row.jobId);
    const row = await repo.lockQuestionnaire(tx, scope.companyId, id);
    if (!row) throw questionnaireNotFound();
    if (row.status === 'submitted') throw wrongState(T.submittedNoDelete);
    await repo.deleteQuestionnaire(tx, scope.companyId, id);
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'job',
      subjectId: row.jobId,
      userId: scope.userId,
      action: 'questionnaire_deleted',
      details: { questionnaireId: id, name: row.name },
    });
  });
}

/** Whether a lead or job has questionnaires (their templates and answers are its company's: it stays). */
export const jobHasQuestionnaires = (db: Db, companyId: string, jobId: string) =>
  repo.jobHasQuestionnaires(db, companyId, jobId);

/** A client merged into another: its questionnaires are the kept client's to answer in their portal. */
export const mergeClientQuestionnaires = (tx: Db, companyId: string, from: string, to: string) =>
  repo.repointClient(tx, companyId, from, to);

/** Every questionnaire the company made (the support chat's `questionnaireCount`, spec 01 §3). */
export const countQuestionnaires = (db: Db, companyId: string) => repo.countQuestionnaires(db, companyId);
