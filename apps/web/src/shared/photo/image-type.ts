/** The picture kinds the photo check accepts (spec 02 §5's list: png … x-icon). */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'tiff' | 'webp' | 'ico' | 'heic' | 'svg';

/** ISO-BMFF brands of HEIC/HEIF pictures (an iPhone's photo says heic; mif1 is the general HEIF brand). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * An `ftyp` box whose major brand, or one of its compatible brands, is a HEIF brand. AVIF (also
 * ISO-BMFF) says avif and is not on the spec's list.
 */
function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(
    bytes.length,
    (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!,
  );
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}

/**
 * An SVG document: after a byte-order mark, an XML declaration, comments and a doctype, the first
 * element is <svg>. HTML that merely contains an <svg> does not start with it.
 */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\]\s*)?>)\s*)*<svg[\s>/]/i;

/** What a file's first bytes say it is (its magic number), or null when it is none of the kinds. */
export function sniffImageKind(head: Uint8Array): ImageKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 2) === 'BM' && head.length >= 14) return 'bmp';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  // ICONDIR: reserved 0, type 1 (icon), at least one image.
  if (startsWith(head, [0x00, 0x00, 0x01, 0x00]) && (head[4]! | (head[5]! << 8)) > 0) return 'ico';
  if (isHeif(head)) return 'heic';
  if (SVG_START.test(new TextDecoder('utf-8', { fatal: false }).decode(head))) return 'svg';
  return null;
}

/** The bytes sniffImageKind needs: enough for an SVG's prologue (declaration, comments, doctype). */
export const SNIFF_BYTES = 4096;
