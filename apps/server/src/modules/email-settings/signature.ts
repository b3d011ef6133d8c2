import type { EmailSignature } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { consume, type Limit } from '../../http/rate-limits/rate-limit.ts';
import { sanitizeEmailHtml } from '../../lib/email-html.ts';
import { fileUrl } from '../../storage/file-store.ts';
import { dropShared, type FileReference, storeShared } from '../../storage/shared-files.ts';
import {
  type EmailSettingsRow,
  findEmailSettings,
  isSignatureImageInUse,
  lockSignatureImage,
  upsertEmailSettings,
} from './repo.ts';
import { signatureImage } from './signature-image.ts';

/** Image uploads per company: each decodes a picture (CPU); far more than choosing a logo needs. */
const SIGNATURE_IMAGES: Limit = { bucket: 'signature-image', max: 30, windowMs: 60 * 60_000 };

const signatureOf = (row: EmailSettingsRow): EmailSignature => ({
  bodySignature: row.signatureHtml,
  imageUrl: row.signatureImagePath ? fileUrl(row.signatureImagePath) : null,
});

export async function emailSignature(deps: AppDeps, companyId: string): Promise<EmailSignature> {
  return signatureOf(await findEmailSettings(deps.db, companyId));
}

/**
 * Stores the signature sanitised with the one email sanitizer (lib/email-html.ts): scripts, event
 * handlers, styles beyond alignment and unsafe links are gone before anything keeps it. The mail
 * service sanitises it again as it adds it to each mail.
 */
export async function saveEmailSignature(
  deps: AppDeps,
  companyId: string,
  html: string,
): Promise<EmailSignature> {
  const clean = await sanitizeEmailHtml(html);
  return signatureOf(await upsertEmailSettings(deps.db, companyId, { signatureHtml: clean }));
}

/** The company's row points at its signature image (content-addressed files are shared). */
const imageOf = (companyId: string): FileReference => ({
  what: 'signature image',
  async point(tx, path) {
    const previous = await lockSignatureImage(tx, companyId);
    await upsertEmailSettings(tx, companyId, { signatureImagePath: path });
    return previous;
  },
  inUse: isSignatureImageInUse,
});

/** The image is re-encoded (signature-image.ts), stored, the old one removed. */
export async function uploadSignatureImage(deps: AppDeps, companyId: string, upload: unknown) {
  const file = await signatureImage.fileOf(upload);
  await consume(deps.db, SIGNATURE_IMAGES, companyId);
  const image = await signatureImage.encode(file);
  const path = await storeShared(deps, imageOf(companyId), {
    folder: 'signatures',
    extension: image.extension,
    bytes: image.bytes,
  });
  return { imageUrl: fileUrl(path) };
}

export async function deleteSignatureImage(deps: AppDeps, companyId: string): Promise<EmailSignature> {
  await dropShared(deps, imageOf(companyId));
  return emailSignature(deps, companyId);
}
