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

/** Deletes uploads not imported within a day (uploads.ts), every hour: no upload lives past 25 h. */
export const CLIENT_IMPORT_UPLOADS_SWEEP = 'client-import-uploads-sweep';
export const CLIENT_IMPORT_UPLOADS_SWEEP_CRON = '17 * * * *';
