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
