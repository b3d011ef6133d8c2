import { z } from 'zod';

/**
 * FOCAL_IMPORT_BATCH_PAUSE_MS (default 0): a pause between two batches of an import, in
 * milliseconds. For tests and demonstrations that need an import to be caught in the middle
 * (the resumability test kills a process mid-import); never needed in production.
 */
const pauseSchema = z.coerce.number().int().min(0).max(60_000).default(0);

export function batchPauseMs(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = pauseSchema.safeParse(env.FOCAL_IMPORT_BATCH_PAUSE_MS || undefined);
  if (!parsed.success) {
    throw new Error(`FOCAL_IMPORT_BATCH_PAUSE_MS must be a whole number of milliseconds (0 to 60000)`);
  }
  return parsed.data;
}
