import { PHOTO_OUTPUT_SIZE } from '@focal/contracts';
import type { Sharp } from 'sharp';
import { AppError } from '../../http/app-error.ts';
import { MAX_INPUT_PIXELS, openUpload } from '../../lib/images.ts';
import { ProfileText } from './messages.ts';
import { looksLikeXml, type SvgRefusal } from './photo-svg.ts';
import { cleanSvgInThread } from './photo-svg-thread.ts';

/**
 * The uploaded photo, never trusted: decoded from base64 (bare or a data URL, whose declared type is
 * ignored: the bytes decide), refused unless it is a picture we read, and drawn anew as an 80×80 PNG
 * without metadata (no EXIF, no location) through sharp's pixel limit (lib/images.ts).
 */

/** Formats sharp decodes for a photo. Anything else it knows (an SVG that was not cleaned) is refused. */
const RASTER_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'tiff', 'heif']);

const refuse = (message: string) =>
  new AppError('ValidationFailed', ProfileText.photoUnreadableTitle, message, {
    data: { fields: { image: message } },
  });

/** The bytes of the request's base64 text (the contract has checked its alphabet). */
function decodeBase64(image: string): Buffer {
  const start = image.startsWith('data:') ? image.indexOf(',') + 1 : 0;
  return Buffer.from(image.slice(start), 'base64');
}

/** The photo as it is stored: exactly 80×80 (a non-square picture is covered, centred), PNG. */
export async function photoPng(image: string): Promise<Buffer> {
  const bytes = decodeBase64(image);
  if (bytes.length === 0) throw refuse(ProfileText.photoUnreadable);
  const source = looksLikeXml(bytes) ? await svgSource(bytes) : await rasterSource(bytes);
  try {
    return await source
      .resize({ width: PHOTO_OUTPUT_SIZE, height: PHOTO_OUTPUT_SIZE, fit: 'cover', position: 'centre' })
      .png()
      .toBuffer();
  } catch {
    throw refuse(ProfileText.photoUnreadable);
  }
}

/** Width and height from the header alone; a picture over the pixel limit is refused here, undecoded. */
async function checkedSize(image: Sharp): Promise<{ width: number; height: number; format: string }> {
  const meta = await image.metadata().catch((error: unknown) => {
    // sharp reads the header with the limit, and says so when the header claims too many pixels.
    const overLimit = error instanceof Error && /pixel limit/i.test(error.message);
    throw refuse(overLimit ? ProfileText.photoTooManyPixels : ProfileText.photoUnreadable);
  });
  if (!meta.width || !meta.height) throw refuse(ProfileText.photoUnreadable);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw refuse(ProfileText.photoTooManyPixels);
  return { width: meta.width, height: meta.height, format: meta.format };
}

/** gzip's magic: libvips would unpack an SVGZ and hand it to the SVG reader, uncleaned. */
const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;

async function rasterSource(bytes: Buffer): Promise<Sharp> {
  if (isGzip(bytes)) throw refuse(ProfileText.photoUnreadable);
  const image = await openUpload(bytes);
  const { format } = await checkedSize(image);
  if (!RASTER_FORMATS.has(format)) throw refuse(ProfileText.photoUnreadable);
  return image;
}

const SVG_REFUSALS: Record<SvgRefusal, string> = {
  unreadable: ProfileText.photoUnreadable,
  noSize: ProfileText.photoSvgNoSize,
  tooComplex: ProfileText.photoSvgTooComplex,
};

/**
 * A cleaned SVG (photo-svg.ts, in its own thread), rasterised large enough for its shorter side to
 * fill the 80 px
 * (a 16×16 icon is drawn at 80×80, not drawn small and blown up).
 */
async function svgSource(bytes: Buffer): Promise<Sharp> {
  const cleaned = await cleanSvgInThread(bytes);
  if ('refused' in cleaned) {
    throw refuse(SVG_REFUSALS[cleaned.refused]);
  }
  const svg = Buffer.from(cleaned.svg);
  const { width, height, format } = await checkedSize(await openUpload(svg));
  if (format !== 'svg') throw refuse(ProfileText.photoUnreadable);
  const scale = Math.max(1, PHOTO_OUTPUT_SIZE / Math.min(width, height));
  return openUpload(svg, { density: Math.min(72 * scale, 72 * PHOTO_OUTPUT_SIZE) });
}
