import {
  answeredCount,
  type Answers,
  type AnswersPatch,
  answersProblems,
  applyAnswersPatch,
  type PortalQuestionnaire,
  type PortalQuestionnaireSummary,
  QUESTIONNAIRE_TEXTS as PT,
} from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordActivity } from '../activity/record.ts';
import { queueStudioNotice } from '../email-settings/notify.ts';
import type { PortalScope } from '../portal/session.ts';
import { applyFills } from './fills.ts';
import { missingFiles } from './files.ts';
import { QuestionnaireText as T } from './messages.ts';
import * as repo from './repo.ts';

/**
 * A client's questionnaires in their portal: those mailed to them on a record they are a client of.
 * Answers are saved as the client types (each save replaces the questions it sends: the last save
 * of a question wins), then submitted once, which writes the fields the questions fill and tells
 * the studio; after that they are read-only until the studio reopens it.
 */
const notFound = () => new AppError('NotFound', PT.notFoundTitle, PT.notFound);
const submitted = () => new AppError('Conflict', PT.submittedTitle, PT.submitted);

const summaryOf = ({ row, jobName }: repo.QuestionnaireRecord): PortalQuestionnaireSummary => ({
  id: row.id,
  jobId: row.jobId,
  jobName,
  name: row.name,
  status: row.status,
  questionCount: row.sections.reduce((n, s) => n + s.questions.length, 0),
  answeredCount: answeredCount(row.sections, row.answers),
  submittedAt: row.submittedAt?.toISOString() ?? null,
});

const viewOf = (record: repo.QuestionnaireRecord): PortalQuestionnaire => ({
  ...summaryOf(record),
  sections: record.row.sections,
  answers: record.row.answers,
  version: record.row.answersVersion,
});

export async function portalQuestionnaires(deps: AppDeps, scope: PortalScope) {
  return { rows: (await repo.listForClient(deps.db, scope.companyId, scope.clientId)).map(summaryOf) };
}

async function clientsRecord(db: Db, scope: PortalScope, id: string) {
  const record = await repo.findForClient(db, scope.companyId, scope.clientId, id);
  if (!record) throw notFound();
  return record;
}

export async function portalQuestionnaire(deps: AppDeps, scope: PortalScope, id: string) {
  return viewOf(await clientsRecord(deps.db, scope, id));
}

/** The client's own questionnaire, locked for a change; a submitted one is read-only. */
async function lockedForAnswers(tx: Db, scope: PortalScope, id: string) {
  const record = await clientsRecord(tx, scope, id);
  const row = (await repo.lockQuestionnaire(tx, scope.companyId, id))!;
  if (row.status === 'submitted') throw submitted();
  return { ...record, row };
}

const refused = (fields: Record<string, string>, title: string, message: string) =>
  new AppError('ValidationFailed', title, message, { data: { fields } });

/** A save as the client types: the questions sent replace their stored answers (null clears one). */
export async function saveAnswers(deps: AppDeps, scope: PortalScope, id: string, patch: AnswersPatch) {
  // Files are looked up before the transaction (the file store, not the database).
  const gone = await missingFiles(deps, scope.companyId, patch as Answers);
  await deps.db.transaction(async (tx) => {
    const { row } = await lockedForAnswers(tx, scope, id);
    const changes = patch as Parameters<typeof applyAnswersPatch>[1];
    const sent = Object.fromEntries(
      Object.entries(changes).filter(([, v]) => v !== null),
    ) as typeof row.answers;
    const problems = { ...gone, ...answersProblems(row.sections, sent, false) };
    if (Object.keys(problems).length > 0) throw refused(problems, PT.checkTitle, PT.check);
    await repo.updateQuestionnaire(tx, scope.companyId, id, {
      answers: applyAnswersPatch(row.answers, changes),
      answersVersion: row.answersVersion + 1,
      ...(row.status === 'sent' ? { status: 'in_progress' as const } : {}),
    });
  });
  return portalQuestionnaire(deps, scope, id);
}

/**
 * Submits the answers of the version the client read, once: every required question answered (else
 * ValidationFailed naming each `answers.<questionId>`), the fields the questions fill written, the
 * record's activity told, the studio's owners mailed; all in one transaction.
 */
export async function submitAnswers(deps: AppDeps, scope: PortalScope, id: string, version: number) {
  let notices: string[] = [];
  await deps.db.transaction(async (tx) => {
    const record = await lockedForAnswers(tx, scope, id);
    const { row } = record;
    if (row.answersVersion !== version) throw new AppError('StaleVersion', PT.changedTitle, PT.changed);
    const problems = answersProblems(row.sections, row.answers, true);
    if (Object.keys(problems).length > 0) throw refused(problems, PT.requiredTitle, PT.required);
    await repo.updateQuestionnaire(tx, scope.companyId, id, { status: 'submitted', submittedAt: new Date() });
    const fills = await applyFills(tx, row, row.sections, row.answers);
    const clientName = record.client?.displayName ?? 'Your client';
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'job',
      subjectId: row.jobId,
      userId: null,
      action: 'questionnaire_submitted',
      details: { questionnaireId: id, name: row.name, client: clientName, ...fills },
    });
    notices = await queueStudioNotice(tx, deps, {
      companyId: scope.companyId,
      event: 'QUESTIONNAIRE_COMPLETED',
      jobId: row.jobId,
      subject: T.submittedNotice(clientName, row.name),
      lines: [T.submittedLine(clientName, row.name)],
      idempotencyKey: `questionnaire-submitted-${id}-${Date.now()}`,
    });
  });
  if (notices.length > 0) await deps.mailer.dispatch(notices);
  return portalQuestionnaire(deps, scope, id);
}
