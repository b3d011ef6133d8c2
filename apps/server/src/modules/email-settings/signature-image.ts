import { SIGNATURE_IMAGE_MAX_BYTES } from '@focal/contracts';
import { AppError } from '../../http/app-error.ts';
import { readUploadedFile } from '../../http/multipart.ts';
import { openUpload } from '../../lib/images.ts';
import { EmailSettingsText } from './messages.ts';

const refuse = (message: string) =>
  new AppError('ValidationFailed', EmailSettingsText.imageTitle, message, {
    data: { fields: { file: message } },
  });

/** Formats taken (by what the bytes are, never the declared type); SVG and the rest are refused. */
const ACCEPTED = new Set(['png', 'jpeg', 'gif', 'webp']);
/** Wide enough for a logo beside a name; a mail client shows it at most this wide anyway. */
const MAX_WIDTH = 600;

/** The multipart body's `file` field (an empty file is one no image can be read from). */
const fileOf = async (upload: unknown) =>
  (
    await readUploadedFile(upload, SIGNATURE_IMAGE_MAX_BYTES, {
      title: EmailSettingsText.imageTitle,
      missing: EmailSettingsText.imageMissing,
      empty: EmailSettingsText.imageUnreadable,
      tooLarge: EmailSettingsText.imageTooLarge,
    })
  ).bytes;

/**
 * Drawn anew (no metadata, no EXIF location, at most 600 px wide): a photograph stays JPEG, the
 * rest becomes PNG, which every mail client shows (WebP is not shown by some).
 */
async function encode(bytes: Buffer): Promise<{ bytes: Buffer; extension: 'png' | 'jpg' }> {
  try {
    const image = await openUpload(bytes);
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw new Error('format');
    const resized = image.resize({ width: MAX_WIDTH, withoutEnlargement: true });
    if (meta.format === 'jpeg')
      return { bytes: await resized.jpeg({ quality: 85 }).toBuffer(), extension: 'jpg' };
    return { bytes: await resized.png().toBuffer(), extension: 'png' };
  } catch {
    throw refuse(EmailSettingsText.imageUnreadable);
  }
}

export const signatureImage = { fileOf, encode };
