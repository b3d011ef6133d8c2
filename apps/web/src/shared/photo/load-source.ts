import { kindOf, readText } from './check-file';
import { sizedSvg } from './svg-size';

/** Where the cropper takes its picture from (spec 02 §4): a file, a web address or base64 text. */
export type ImageSource = { file: Blob } | { url: string } | { base64: string };

/** Why a picture did not load: each is logged and raised as a load-failed event (spec 02 §8). */
export type LoadFailure =
  'invalid-type' | 'svg-without-size' | 'fetch-failed' | 'decode-failed' | 'no-size' | 'not-displayed';

export class ImageLoadError extends Error {
  readonly reason: LoadFailure;
  constructor(reason: LoadFailure) {
    super(`image load failed: ${reason}`);
    this.reason = reason;
  }
}

function base64ToBlob(text: string): Blob {
  const data = /^data:[^,]*;base64,/i.exec(text) ? text.slice(text.indexOf(',') + 1) : text;
  let binary: string;
  try {
    binary = atob(data.replace(/\s+/g, ''));
  } catch {
    throw new ImageLoadError('invalid-type');
  }
  return new Blob([Uint8Array.from(binary, (c) => c.charCodeAt(0))]);
}

/** A plain GET (spec 02 §7): the cookie-less, header-less request an <img> would make. */
async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url, { method: 'GET', credentials: 'same-origin' }).catch(() => null);
  if (!response?.ok) throw new ImageLoadError('fetch-failed');
  return response.blob();
}

/**
 * libheif in wasm (heic-to, ~3 MB): imported only here, when a HEIC picture is loaded, so no other
 * page carries it. Its CSP build runs without eval, in a worker it starts from a blob: address.
 */
async function heicToPng(blob: Blob): Promise<Blob> {
  try {
    const { heicTo } = await import('heic-to/csp');
    return await heicTo({ blob, type: 'image/png' });
  } catch {
    // The decoder did not load (offline, a policy refusing its worker) or could not read the file.
    throw new ImageLoadError('decode-failed');
  }
}

/**
 * The picture as a blob the browser can draw, by its content: HEIC decoded to PNG, an SVG given its
 * size from its viewBox, anything that is not one of the accepted kinds refused.
 */
export async function drawableBlob(source: ImageSource): Promise<Blob> {
  const blob =
    'file' in source
      ? source.file
      : 'url' in source
        ? await fetchBlob(source.url)
        : base64ToBlob(source.base64);
  const kind = await kindOf(blob);
  if (!kind) throw new ImageLoadError('invalid-type');
  if (kind === 'heic') return heicToPng(blob);
  if (kind !== 'svg') return blob;
  const sized = sizedSvg(await readText(blob));
  if (!sized.ok) throw new ImageLoadError(sized.reason === 'no-size' ? 'svg-without-size' : 'invalid-type');
  return new Blob([sized.svg], { type: 'image/svg+xml' });
}
