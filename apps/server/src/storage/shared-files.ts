import type { Db } from '../db/client.ts';
import { safeError } from '../http/logging.ts';
import { contentAddressedPath, type FileStore } from './file-store.ts';
import { lockStoredFile } from './file-lock.ts';

/**
 * Files that rows point at by path (a company's logo, a user's photo). Names are content-addressed,
 * so two rows may share one file (two users upload the same picture, an import copies a logo's
 * reference): a file a row stops pointing at is deleted only when no row points at it any more.
 * Pointing a row at a file and deleting a file nobody points at both happen under that file's lock;
 * otherwise an upload of the same picture while another row drops it could end up pointing at a file
 * just deleted.
 */

type Stores = { db: Db; files: FileStore };

/** The rows of one kind that point at shared files. */
export type FileReference = {
  /** Names the file in the log when it cannot be deleted ("logo", "photo"). */
  what: string;
  /**
   * In the transaction: locks the row, points it at `path` (null: at none) and returns the path it
   * pointed at before (null when none, or when the row is gone).
   */
  point(tx: Db, path: string | null): Promise<string | null>;
  /** Under the file's lock: whether any row of this kind still points at `path`. */
  inUse(tx: Db, path: string): Promise<boolean>;
};

/** Stores the bytes (once per content), points the row at them and deletes the file they replace. */
export async function storeShared(
  stores: Stores,
  reference: FileReference,
  file: { folder: string; extension: string; bytes: Buffer },
): Promise<string> {
  const path = contentAddressedPath(file.folder, file.extension, file.bytes);
  const previous = await stores.db.transaction(async (tx) => {
    await lockStoredFile(tx, path);
    if (!(await stores.files.exists(path))) await stores.files.put(path, file.bytes);
    return reference.point(tx, path);
  });
  if (previous && previous !== path) await deleteIfUnused(stores, reference, previous);
  return path;
}

/** The row points at no file any more; the one it pointed at goes unless another row shows it. */
export async function dropShared(stores: Stores, reference: FileReference): Promise<void> {
  const previous = await stores.db.transaction((tx) => reference.point(tx, null));
  if (previous) await deleteIfUnused(stores, reference, previous);
}

/**
 * A row that pointed at `path` is gone (deleted in a transaction now committed): the file goes
 * unless another row shows it.
 */
export async function releaseShared(
  stores: Stores,
  reference: Pick<FileReference, 'what' | 'inUse'>,
  path: string,
): Promise<void> {
  await deleteIfUnused(stores, reference, path);
}

async function deleteIfUnused(
  stores: Stores,
  reference: Pick<FileReference, 'what' | 'inUse'>,
  path: string,
): Promise<void> {
  try {
    await stores.db.transaction(async (tx) => {
      await lockStoredFile(tx, path);
      if (!(await reference.inUse(tx, path))) await stores.files.delete(path);
    });
  } catch (error) {
    // The row's change is saved: a file left behind costs space, not correctness.
    console.error(`could not delete the unused ${reference.what} ${path}`, safeError(error));
  }
}
