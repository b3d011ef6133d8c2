import { AppError } from '../../http/app-error.ts';
import { CompanyText } from './messages.ts';

/** Logos are shown small (menus, documents): 512 px is sharp on any screen and a few dozen kB as WebP. */
export const LOGO_SIZE = 512;
/** Refuses decompression bombs before decoding them: 50 megapixels is far beyond any real logo. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Decodes an uploaded image, turns it upright, fits it into 512×512 and encodes it as WebP. */
export async function resizeLogo(bytes: Buffer): Promise<Buffer> {
  // Loaded on first upload: the native image library costs every start otherwise.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true })
      .resize({ width: LOGO_SIZE, height: LOGO_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw new AppError('ValidationFailed', CompanyText.notAnImageTitle, CompanyText.notAnImage, {
      data: { fields: { logo: CompanyText.notAnImage } },
    });
  }
}
