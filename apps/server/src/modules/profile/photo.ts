import type { UploadPhotoRequest } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { consume, type Limit } from '../../http/rate-limits/rate-limit.ts';
import { fileUrl } from '../../storage/file-store.ts';
import { type FileReference, storeShared } from '../../storage/shared-files.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import { findUserById, isPhotoInUse, lockUserPhoto, updateUser } from '../users/service.ts';
import { photoPng } from './photo-image.ts';

/**
 * Photo uploads per user: each decodes a picture of up to 5 MB (CPU). 30 an hour is far more than a
 * person choosing a photo needs, and bounds what one account can make the server decode.
 */
export const PHOTO_UPLOADS: Limit = { bucket: 'profile-photo', max: 30, windowMs: 60 * 60_000 };

/** The users who show a photo file: two users may upload the same picture (content-addressed). */
const photoOf = (userId: string): FileReference => ({
  what: 'photo',
  async point(tx, path) {
    const previous = await lockUserPhoto(tx, userId);
    await updateUser(tx, userId, { photoPath: path });
    return previous ?? null;
  },
  inUse: isPhotoInUse,
});

/** Spec 02 §3 "Photo upload": stores the photo anew as an 80×80 PNG, drops the old one, answers its address. */
export async function uploadPhoto(deps: AppDeps, userId: string, body: UploadPhotoRequest) {
  // The account may have been removed while its token lives.
  if (!(await findUserById(deps.db, userId))) throw invalidToken();
  // Counted before decoding: a refused picture cost the CPU too.
  await consume(deps.db, PHOTO_UPLOADS, userId);
  const png = await photoPng(body.image);
  const path = await storeShared(deps, photoOf(userId), { folder: 'photos', extension: 'png', bytes: png });
  return { PHOTO_URL: fileUrl(path) };
}
