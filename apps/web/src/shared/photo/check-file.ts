import { PHOTO_EXTENSIONS, PHOTO_MAX_BYTES } from '@focal/contracts/photo-constants';
import { photoMessages as texts } from './messages';
import { type ImageKind, SNIFF_BYTES, sniffImageKind } from './image-type';
import { sizedSvg } from './svg-size';

export type FileCheck = { ok: true; kind: ImageKind } | { ok: false; problem: string };

const EXTENSIONS: readonly string[] = PHOTO_EXTENSIONS;

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** File.slice().arrayBuffer() is missing in some engines (jsdom): FileReader reads any Blob. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(blob);
  });
}

export const readText = (blob: Blob) => readBytes(blob).then((bytes) => new TextDecoder().decode(bytes));

/** What a blob's content is, from its first bytes. */
export const kindOf = async (blob: Blob) => sniffImageKind(await readBytes(blob.slice(0, SNIFF_BYTES)));

/**
 * Spec 02 §4–§5, before the cropper opens: at most 5 MB, a name ending in one of the accepted types
 * AND content that is one of them (a renamed web page or program is refused whatever its name), and
 * an SVG with a size. The two need not agree with each other (a PNG saved as .jpg is still a picture
 * the browser draws by its content).
 */
export async function checkPhotoFile(file: File): Promise<FileCheck> {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, problem: texts.tooBig };
  if (!EXTENSIONS.includes(extensionOf(file.name))) return { ok: false, problem: texts.invalidType };
  const kind = await kindOf(file).catch(() => null);
  if (!kind) return { ok: false, problem: texts.invalidType };
  if (kind === 'svg') {
    const sized = sizedSvg(await readText(file));
    if (!sized.ok)
      return { ok: false, problem: sized.reason === 'no-size' ? texts.svgWithoutSize : texts.invalidType };
  }
  return { ok: true, kind };
}
