import {
  ANSWER_FILE_TYPES,
  ANSWER_LIMITS,
  type Answers,
  type FileAnswer,
  QUESTIONNAIRE_TEXTS as PT,
} from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { readUploadedFile } from '../../http/multipart.ts';
import { fieldError } from '../../http/validation.ts';
import { PRIVATE_FOLDER, putContentAddressed } from '../../storage/file-store.ts';
import type { CompanyScope } from '../auth/guards.ts';
import type { PortalScope } from '../portal/session.ts';
import { QuestionnaireText as T } from './messages.ts';
import * as repo from './repo.ts';
import { getQuestionnaire } from './service.ts';

/**
 * Files clients upload as answers: pictures and PDFs up to 10 MB, kept content-addressed in the
 * file store's private folder under the company (`private/questionnaires/<companyId>/<sha256>.bin`,
 * never served by the public /files route; the answer keeps its type). An answer names its file by
 * that last part; a save checks the file is there, so an answer only names a file uploaded to this
 * company.
 */
const folderOf = (companyId: string) => `${PRIVATE_FOLDER}/questionnaires/${companyId}`;
const MB = ANSWER_LIMITS.fileBytes / (1024 * 1024);

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]/g;
const safeName = (name: string) =>
  name.replace(UNSAFE_NAME, '_').trim().slice(0, ANSWER_LIMITS.fileName) || 'file';

/** Stores an upload for one of the client's questionnaires not yet submitted. */
export async function uploadAnswerFile(
  deps: AppDeps,
  scope: PortalScope,
  id: string,
  upload: unknown,
): Promise<FileAnswer> {
  const record = await repo.findForClient(deps.db, scope.companyId, scope.clientId, id);
  if (!record) throw new AppError('NotFound', PT.notFoundTitle, PT.notFound);
  if (record.row.status === 'submitted') throw new AppError('Conflict', PT.submittedTitle, PT.submitted);
  const file = await readUploadedFile(upload, ANSWER_LIMITS.fileBytes, {
    title: PT.checkTitle,
    missing: T.fileMissing,
    tooLarge: T.fileTooLarge(MB),
  });
  const type = file.type.toLowerCase() as FileAnswer['contentType'];
  if (!ANSWER_FILE_TYPES.includes(type)) throw fieldError('file', T.fileType, PT.checkTitle);
  const path = await putContentAddressed(deps.files, folderOf(scope.companyId), 'bin', file.bytes);
  return {
    id: path.split('/').pop()!,
    name: safeName(file.name),
    size: file.bytes.length,
    contentType: type,
  };
}

/** The file answers of a save whose file is not in this company's folder, by path. */
export async function missingFiles(deps: AppDeps, companyId: string, answers: Answers) {
  const problems: Record<string, string> = {};
  for (const [questionId, value] of Object.entries(answers))
    if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value)
      if (!(await deps.files.exists(`${folderOf(companyId)}/${value.id}`)))
        problems[`answers.${questionId}`] = T.fileGone;
  return problems;
}

/** A file answer of a questionnaire the member may read, opened to send. */
export async function openAnswerFile(deps: AppDeps, scope: CompanyScope, id: string, questionId: string) {
  const questionnaire = await getQuestionnaire(deps.db, scope, id);
  const value = questionnaire.answers[questionId];
  const file = value && typeof value === 'object' && !Array.isArray(value) && 'id' in value ? value : null;
  const stored = file && (await deps.files.open(`${folderOf(scope.companyId)}/${file.id}`));
  if (!file || !stored) throw new AppError('NotFound', T.fileNotFoundTitle, T.fileNotFound);
  return { file, stream: stored.stream, size: stored.size };
}
