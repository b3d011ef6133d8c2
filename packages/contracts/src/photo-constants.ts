/**
 * The profile photo (spec 02 §5, §9), zod-free so the widget's chunk can import it: the widget says
 * "Max 5mb" and refuses a larger file before the cropper opens; the crop leaves as an 80×80 PNG in
 * base64; the server refuses a body that could not be such an upload.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The displayed maximum, word for word. */
export const PHOTO_MAX_LABEL = 'Max 5mb';
/** Crop output: 80×80 px, png (scaling down only: a smaller crop stays its size). */
export const PHOTO_OUTPUT_SIZE = 80;

/**
 * The accepted image types (spec 02 §5: png, jpg, jpeg, heic, bmp, gif, tiff, svg, webp, x-icon),
 * as file extensions and as the content types browsers report for them.
 */
export const PHOTO_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'heic',
  'bmp',
  'gif',
  'tiff',
  'tif',
  'svg',
  'webp',
  'ico',
] as const;
export const PHOTO_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/heic',
  'image/heif',
  'image/bmp',
  'image/gif',
  'image/tiff',
  'image/svg+xml',
  'image/webp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
] as const;

/**
 * The longest upload body the server reads: any picture of at most 5 MB in base64 (4 characters
 * for 3 bytes) with a data-URL prefix. The client sends 80×80 PNGs of a few kB; this bound is for
 * API callers that send the picture itself, which the server then decodes and resizes.
 */
export const PHOTO_BASE64_MAX_LENGTH = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 64;
