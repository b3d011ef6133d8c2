import type { AppDeps } from '../../deps.ts';
import { dropShared, type FileReference, storeShared } from '../../storage/shared-files.ts';
import * as repo from './repo.ts';

/**
 * A company's logo file, in the app's file store, shared by content (storage/shared-files.ts): a
 * logo replaced or removed is deleted unless another company still shows it (an import copies the
 * reference; two companies may upload the same picture).
 */
const logoOf = (companyId: string): FileReference => ({
  what: 'logo',
  async point(tx, path) {
    const company = await repo.lockCompany(tx, companyId);
    await repo.updateCompany(tx, companyId, { logoPath: path });
    return company?.logoPath ?? null;
  },
  inUse: repo.isLogoInUse,
});

/** Stores the logo, points the company at it, and deletes the one it replaces. Returns its path. */
export async function storeLogo(deps: AppDeps, companyId: string, webp: Buffer): Promise<string> {
  return storeShared(deps, logoOf(companyId), { folder: 'logos', extension: 'webp', bytes: webp });
}

/** The company has no logo any more; its file goes unless another company shows it. */
export async function dropLogo(deps: AppDeps, companyId: string): Promise<void> {
  await dropShared(deps, logoOf(companyId));
}
