import type { ToImportData } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';

/**
 * Copying data from one company of a business account into a new one, as a background task.
 * (Interface fixed first so the companies module can call it; the import work fills it in.)
 */

export type QueueImportOptions = {
  businessAccountId: string;
  targetCompanyId: string;
  userId: string;
  request: ToImportData;
};

/**
 * Inside the create-company transaction: checks the source belongs to the same account and the user
 * (404 otherwise) and the types are known (400), records the IN_PROGRESS background task, returns its id.
 */
export async function queueCompanyImport(_deps: AppDeps, _tx: Db, _options: QueueImportOptions): Promise<string> {
  throw new Error('queueCompanyImport: being written (issue 4, imports)');
}

/** After that transaction commits: hands the task to the workers. */
export async function startQueuedImport(_deps: AppDeps, _taskId: string): Promise<void> {
  throw new Error('startQueuedImport: being written (issue 4, imports)');
}
