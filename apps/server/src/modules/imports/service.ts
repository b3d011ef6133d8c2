import type { ImportOptions, ToImportData } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { assertOwner, type CompanyScope } from '../auth/guards.ts';
import { companyOfMember } from '../memberships/service.ts';
import { insertTask, newItem } from '../background-tasks/service.ts';
import { COMPANY_IMPORT, type CompanyImportJob } from './job.ts';
import './kinds.ts';
import { ImportText } from './messages.ts';
import { importGroups, importKind, withRequiredKinds } from './registry.ts';
import { accountCompaniesOf } from './repo.ts';

/** Copying data from one company of a business account into a new one, as a background task. */

export type QueueImportOptions = {
  businessAccountId: string;
  targetCompanyId: string;
  userId: string;
  request: ToImportData;
};

/** What a company import's task carries (background_tasks.payload). */
export type ImportPayload = { sourceCompanyId: string; sourceCompanyName: string; types: string[] };

/**
 * Inside the create-company transaction: checks the source belongs to the same account and the user
 * (404 otherwise) and the types are known (400), records the IN_PROGRESS background task, returns its id.
 */
export async function queueCompanyImport(
  _deps: AppDeps,
  tx: Db,
  options: QueueImportOptions,
): Promise<string> {
  const { businessAccountId, targetCompanyId, userId, request } = options;
  const unknown = request.types.filter((type) => !importKind(type));
  if (unknown.length > 0) {
    throw new AppError('ValidationFailed', ImportText.unknownTypesTitle, ImportText.unknownTypes(unknown), {
      data: { fields: { 'toImportData.types': ImportText.unknownTypes(unknown) } },
    });
  }
  if (request.sourceCompanyId === targetCompanyId) {
    throw new AppError('ValidationFailed', ImportText.sameCompanyTitle, ImportText.sameCompany, {
      data: { fields: { 'toImportData.sourceCompanyId': ImportText.sameCompany } },
    });
  }
  // Only a company of the same business account that the user belongs to can be the source.
  const member = await companyOfMember(tx, userId, request.sourceCompanyId);
  const source = member?.company.businessAccountId === businessAccountId ? member.company : undefined;
  if (!source) throw notFound(ImportText.sourceNotFound);
  // A kind comes with the kinds it requires (PACKAGES with PRODUCTS): the user who imports packages
  // expects their products in them.
  const kinds = withRequiredKinds(request.types);
  const payload: ImportPayload = {
    sourceCompanyId: source.id,
    sourceCompanyName: source.name,
    types: kinds.map((k) => k.type),
  };
  return insertTask(tx, {
    companyId: targetCompanyId,
    userId,
    kind: 'company_import',
    payload,
    items: kinds.map((kind) => newItem(kind.type, kind.label)),
  });
}

/**
 * After that transaction commits: hands the task to the workers. Without a queue (a process that
 * runs none), the workers' sweep picks the task up when they run.
 */
export async function startQueuedImport(deps: AppDeps, taskId: string): Promise<void> {
  if (!deps.queue) return;
  const job: CompanyImportJob = { taskId };
  await deps.queue.send(COMPANY_IMPORT, job, { singletonKey: taskId });
}

/**
 * The Import Data modal's choices. Asked before the new company exists, so the sources are every
 * company of the account the user belongs to (the current one included).
 */
export async function importOptions(deps: AppDeps, scope: CompanyScope): Promise<ImportOptions> {
  assertOwner(scope);
  return {
    brandsDataToImport: await accountCompaniesOf(deps.db, scope.businessAccountId, scope.userId),
    groups: importGroups(),
  };
}
