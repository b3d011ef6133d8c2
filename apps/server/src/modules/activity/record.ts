import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * What other modules write to a client's, lead's or job's activity: always in the transaction that
 * did what it records (the `tx` they pass), so the entry is never kept without the change.
 */
type Entry = Parameters<typeof repo.recordActivity>[1];

/** Adds one entry (who did what, with its details) to a record's activity. */
export const recordActivity = (tx: Db, entry: Entry) => repo.recordActivity(tx, entry);

/** Moves a record's activity with it (a client or a job moved to another company). */
export const moveActivity = (tx: Db, from: repo.ActivitySubject, to: repo.ActivitySubject) =>
  repo.moveActivity(tx, from, to);
