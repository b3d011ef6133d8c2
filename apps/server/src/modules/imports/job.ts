/**
 * The company-import queue. Policy `short`: at most one job per task waits in the queue
 * (singletonKey = task id), so the sweep that re-sends orphaned tasks never piles them up.
 */
export const COMPANY_IMPORT = 'company-import';

export const COMPANY_IMPORT_QUEUE = {
  policy: 'short',
  // A job that dies with its process is found by the task's own lease, in seconds (worker.ts);
  // pg-boss's expiry only matters for a handler that hangs.
  expireInSeconds: 6 * 60 * 60,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
} as const;

export type CompanyImportJob = { taskId: string };
