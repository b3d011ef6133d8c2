import { SIGNATURE_IMAGE_MAX_BYTES } from '@focal/contracts';
import { AppError } from '../../http/app-error.ts';
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

/**
 * The multipart body's `file` field. Parsed with the platform's own multipart reader (the Fetch
 * API's FormData), so no parser of ours reads the boundary format.
 */
async function fileOf(upload: unknown): Promise<Buffer> {
  if (!upload || typeof upload !== 'object' || !('body' in upload) || !('contentType' in upload)) {
    throw refuse(EmailSettingsText.imageMissing);
  }
  const { body, contentType } = upload as { body: Buffer; contentType: string };
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => {
      throw new AppError(
        'MalformedRequest',
        'Malformed request',
        'The upload is not valid multipart form data.',
      );
    });
  const file = form.get('file');
  if (!file || typeof file === 'string') throw refuse(EmailSettingsText.imageMissing);
  if (file.size > SIGNATURE_IMAGE_MAX_BYTES) {
    throw new AppError('PayloadTooLarge', EmailSettingsText.imageTitle, EmailSettingsText.imageTooLarge, {
      data: { fields: { file: EmailSettingsText.imageTooLarge } },
    });
  }
  if (file.size === 0) throw refuse(EmailSettingsText.imageUnreadable);
  return Buffer.from(await file.arrayBuffer());
}

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
