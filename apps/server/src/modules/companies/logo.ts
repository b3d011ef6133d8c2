import { AppError } from '../../http/app-error.ts';
import { openUpload } from '../../lib/images.ts';
import { CompanyText } from './messages.ts';

/** Logos are shown small (menus, documents): 512 px is sharp on any screen and a few dozen kB as WebP. */
const LOGO_SIZE = 512;

/** Decodes an uploaded image, turns it upright, fits it into 512×512 and encodes it as WebP. */
export async function resizeLogo(bytes: Buffer): Promise<Buffer> {
  const image = await openUpload(bytes);
  try {
    return await image
      .resize({ width: LOGO_SIZE, height: LOGO_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw new AppError('ValidationFailed', CompanyText.notAnImageTitle, CompanyText.notAnImage, {
      data: { fields: { logo: CompanyText.notAnImage } },
    });
  }
}
