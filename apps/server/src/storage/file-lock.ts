import { lockName } from '../db/advisory-lock.ts';
import type { Db } from '../db/client.ts';

/**
 * Holds a transaction-scoped lock on one stored file, shared by every API process. Pointing a row at
 * a file and deleting a file no row points at both take it, so they never interleave (shared-files.ts).
 */
export const lockStoredFile = (tx: Db, path: string) => lockName(tx, `file:${path}`);
