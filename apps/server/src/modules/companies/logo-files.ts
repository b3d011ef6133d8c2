import type { AppDeps } from '../../deps.ts';
import { safeError } from '../../http/logging.ts';
import { contentAddressedPath } from '../../storage/file-store.ts';
import * as repo from './repo.ts';

/**
 * A company's logo file, in the app's file store. A logo replaced or removed is deleted, unless
 * another company still shows it: names are content-addressed (the same picture is one file) and
 * an import copies the reference. Pointing a company at a file and deleting a file nobody points
 * at both happen under that file's lock; otherwise a company uploading the same picture while
 * another drops it could end up pointing at a file just deleted.
 */

/** Stores the logo, points the company at it, and deletes the one it replaces. Returns its path. */
export async function storeLogo(deps: AppDeps, companyId: string, webp: Buffer): Promise<string> {
  const path = contentAddressedPath('logos', 'webp', webp);
  const previous = await deps.db.transaction(async (tx) => {
    await repo.lockStoredFile(tx, path);
    if (!(await deps.files.exists(path))) await deps.files.put(path, webp);
    const company = await repo.lockCompany(tx, companyId);
    await repo.updateCompany(tx, companyId, { logoPath: path });
    return company?.logoPath ?? null;
  });
  if (previous && previous !== path) await deleteIfUnused(deps, previous);
  return path;
}

/** The company has no logo any more; its file goes unless another company shows it. */
export async function dropLogo(deps: AppDeps, companyId: string): Promise<void> {
  const previous = await deps.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, companyId);
    await repo.updateCompany(tx, companyId, { logoPath: null });
    return company?.logoPath ?? null;
  });
  if (previous) await deleteIfUnused(deps, previous);
}

async function deleteIfUnused(deps: AppDeps, path: string): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      await repo.lockStoredFile(tx, path);
      if (!(await repo.isLogoInUse(tx, path))) await deps.files.delete(path);
    });
  } catch (error) {
    // The company's change is saved: a file left behind costs space, not correctness.
    console.error(`could not delete the unused logo ${path}`, safeError(error));
  }
}
