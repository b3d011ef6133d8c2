import { CATALOGUE_IMAGE_SIZE } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { consume, type Limit } from '../../http/rate-limits/rate-limit.ts';
import { fitInsideWebp, rasterTypeOf } from '../../lib/images.ts';
import { fileUrl } from '../../storage/file-store.ts';
import { dropShared, type FileReference, releaseShared, storeShared } from '../../storage/shared-files.ts';
import { CatalogueText as T } from './messages.ts';
import { isImageInUse } from './repo.ts';

/**
 * A product's or package's picture: the image pipeline of the company logo (lib/images.ts: pixel
 * limit, upright, no metadata) fitted inside 800×800 as WebP, stored content-addressed and shared
 * (storage/shared-files.ts): one file per picture, deleted when no product or package of any company
 * shows it any more.
 */

/**
 * Each upload decodes up to 5 MB of picture (CPU). 300 an hour per company lets a studio picture a
 * whole catalogue in a sitting and bounds what one company can make the server decode.
 */
const CATALOGUE_IMAGE_UPLOADS: Limit = { bucket: 'catalogue-image', max: 300, windowMs: 60 * 60_000 };

export const imageUrlOf = (row: { imagePath: string | null }) =>
  row.imagePath ? fileUrl(row.imagePath) : null;

const notAnImage = () =>
  new AppError('ValidationFailed', T.notAnImageTitle, T.notAnImage, {
    data: { fields: { image: T.notAnImage } },
  });

/** The row a picture belongs to, in the caller's company. */
export type ImageOwner = {
  /** Names the file in the log when it cannot be deleted. */
  what: string;
  /** In the transaction: locks the row and returns it, or undefined when it is gone. */
  lock(tx: Db): Promise<{ imagePath: string | null } | undefined>;
  set(tx: Db, path: string | null): Promise<void>;
};

const referenceOf = (owner: ImageOwner): FileReference => ({
  what: owner.what,
  async point(tx, path) {
    const row = await owner.lock(tx);
    if (!row) return null;
    await owner.set(tx, path);
    return row.imagePath;
  },
  inUse: isImageInUse,
});

/**
 * Checks the body (the image itself: PNG, JPEG or WebP by its first bytes, whatever it claims),
 * counts the upload, draws it anew and points the row at it; the picture it replaces goes.
 */
export async function storeImage(deps: AppDeps, companyId: string, owner: ImageOwner, body: unknown) {
  if (!Buffer.isBuffer(body)) throw new AppError('UnsupportedMediaType', T.imageBodyTitle, T.imageBody);
  if (!rasterTypeOf(body)) throw notAnImage();
  // Counted before decoding: a refused picture cost the CPU too.
  await consume(deps.db, CATALOGUE_IMAGE_UPLOADS, companyId);
  const webp = await fitInsideWebp(body, CATALOGUE_IMAGE_SIZE).catch(() => {
    throw notAnImage();
  });
  await storeShared(deps, referenceOf(owner), { folder: 'catalogue', extension: 'webp', bytes: webp });
}

/** The row shows no picture any more; its file goes unless another row shows it. */
export const dropImage = (deps: AppDeps, owner: ImageOwner) => dropShared(deps, referenceOf(owner));

/** A deleted row's picture goes unless another row shows it. */
export const releaseImage = (deps: AppDeps, path: string) =>
  releaseShared(deps, { what: 'catalogue image', inUse: isImageInUse }, path);
