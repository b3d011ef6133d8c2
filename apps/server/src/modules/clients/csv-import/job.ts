/** The client CSV import's queue: one waiting job per task (singletonKey = task id). */
export const CLIENT_CSV_IMPORT = 'client-csv-import';
export const CLIENT_CSV_IMPORT_QUEUE = {
  policy: 'short',
  expireInSeconds: 60 * 60,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
} as const;
export type ClientCsvImportJob = { taskId: string };
