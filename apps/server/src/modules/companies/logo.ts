import { AppError } from '../../http/app-error.ts';
import { fitInsideWebp } from '../../lib/images.ts';
import { CompanyText } from './messages.ts';

/** Logos are shown small (menus, documents): 512 px is sharp on any screen and a few dozen kB as WebP. */
const LOGO_SIZE = 512;

/** Decodes an uploaded image, turns it upright, fits it into 512×512 and encodes it as WebP. */
export async function resizeLogo(bytes: Buffer): Promise<Buffer> {
  try {
    return await fitInsideWebp(bytes, LOGO_SIZE);
  } catch {
    throw new AppError('ValidationFailed', CompanyText.notAnImageTitle, CompanyText.notAnImage, {
      data: { fields: { logo: CompanyText.notAnImage } },
    });
  }
}
