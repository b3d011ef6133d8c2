/**
 * A drawn signature as the signature pad sends it: a PNG, checked from its header alone (no pixel
 * is decoded here), so the renderer never meets a picture that would take its memory. A phone's pad
 * at 3× is about 1100×550 pixels, a desktop's at 2× about 1200×400.
 */
const SIGNATURE_PNG_LIMITS = { bytes: 512 * 1024, width: 1600, height: 800 } as const;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Colour types and their allowed bit depths (PNG spec §11.2.2). */
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Why `png` is no drawn signature we keep, or null when its header is sound and within the limits. */
export function checkSignaturePng(png: Uint8Array): string | null {
  if (png.byteLength > SIGNATURE_PNG_LIMITS.bytes) return `larger than ${SIGNATURE_PNG_LIMITS.bytes} bytes`;
  // Signature (8), IHDR's length (4) and type (4), then width, height, depth, colour type: 26 bytes.
  if (png.byteLength < 33 || PNG_MAGIC.some((byte, i) => png[i] !== byte)) return 'not a PNG';
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunk = String.fromCharCode(png[12]!, png[13]!, png[14]!, png[15]!);
  if (view.getUint32(8) !== 13 || chunk !== 'IHDR') return 'not a PNG';
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0) return 'an empty picture';
  if (width > SIGNATURE_PNG_LIMITS.width || height > SIGNATURE_PNG_LIMITS.height) {
    return `larger than ${SIGNATURE_PNG_LIMITS.width}×${SIGNATURE_PNG_LIMITS.height} pixels`;
  }
  const depth = png[24]!;
  const colourType = png[25]!;
  if (!DEPTHS[colourType]?.includes(depth)) return 'not a PNG';
  // Interlaced pictures are valid PNGs, but no signature pad makes them and pdfkit decodes them slowly.
  if (png[28] !== 0) return 'an interlaced PNG';
  return null;
}
