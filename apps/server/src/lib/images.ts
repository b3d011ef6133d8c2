import type { Sharp, SharpOptions } from 'sharp';

/**
 * Refuses decompression bombs from the header, before decoding: 50 megapixels holds any real photo
 * (a 48-MP phone picture) or logo, and decoding that much and shrinking it to a photo or a logo took
 * about 0.1 s and 100 MB of resident memory here (libvips streams the rows). A header that claims
 * more (50,000×50,000 in a few hundred bytes of PNG) is refused at once.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An uploaded picture, opened for decoding with the rules every upload shares: the pixel limit, a
 * damaged file refused rather than drawn half (failOn 'error'), and turned upright by its EXIF
 * orientation. sharp is loaded on first use: the native image library costs every start otherwise.
 */
export async function openUpload(bytes: Buffer, options: Pick<SharpOptions, 'density'> = {}): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true, ...options });
}

/**
 * The upload drawn anew to fit inside size×size (never enlarged), upright, as WebP with its
 * transparency and no metadata (no EXIF location). The logo (512) and catalogue pictures (800) are
 * made here. Rejects when the bytes are not a picture sharp reads whole; callers answer with their
 * own refusal.
 */
export async function fitInsideWebp(bytes: Buffer, size: number): Promise<Buffer> {
  const image = await openUpload(bytes);
  return image
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 86, alphaQuality: 100 })
    .toBuffer();
}

/**
 * PNG, JPEG or WebP by the file's first bytes (the declared type is never trusted), else undefined.
 * Checked before sharp sees the bytes, so an SVG (or an SVGZ, which libvips would unpack) sent as
 * "image/png" never reaches an XML reader.
 */
export function rasterTypeOf(bytes: Buffer): 'png' | 'jpeg' | 'webp' | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
