/**
 * The cropper's options (spec 02 §3) with the defaults of §9. Sizes are in pixels of the picture as
 * displayed in the cropper.
 */
export type CropperOptions = {
  /** 'png' (default), 'jpeg' or 'webp'. */
  format?: 'png' | 'jpeg' | 'webp';
  /** true (default): a Blob and its object URL; false: base64 (a data URL). */
  outputAsBlob?: boolean;
  /** 0–100, default 92 (used by jpeg and webp; png is lossless). */
  quality?: number;
  /** Default 1 (a square). */
  aspectRatio?: number;
  /** true (default): a crop is made as soon as the picture is ready. */
  autoCrop?: boolean;
  /** true (default): resizing keeps aspectRatio. */
  maintainAspectRatio?: boolean;
  /** Default (and least) 20 px each way. */
  minSize?: number;
  /** Counts only when greater than 20 (spec 02 §5). */
  maxSize?: number;
  /** Pixels per arrow key press: default 3, 1 to 9. */
  keyboardStep?: number;
  /** The output's longest side at most this (scaling down only); none by default. */
  resizeTo?: number;
  /** A round crop (the profile photo) or a square one (a logo). */
  round?: boolean;
};

const MIN_CROP_SIZE = 20;
const DEFAULT_KEYBOARD_STEP = 3;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A whole number of pixels from 1 to 9; anything unreadable is the default 3. */
export const keyboardStep = (step: number | undefined) =>
  step !== undefined && Number.isFinite(step) ? clamp(Math.round(step), 1, 9) : DEFAULT_KEYBOARD_STEP;

export type ResolvedOptions = Required<Omit<CropperOptions, 'maxSize' | 'resizeTo'>> &
  Pick<CropperOptions, 'maxSize' | 'resizeTo'> & { aspect: number | undefined };

export function resolveOptions(options: CropperOptions = {}): ResolvedOptions {
  const aspectRatio = options.aspectRatio ?? 1;
  const maintainAspectRatio = options.maintainAspectRatio ?? true;
  // Spec 02 §5: with the aspect locked it must be greater than 0; a square is the safe reading.
  const aspect = maintainAspectRatio ? (aspectRatio > 0 ? aspectRatio : 1) : undefined;
  const minSize = Math.max(MIN_CROP_SIZE, options.minSize ?? MIN_CROP_SIZE);
  const maxSize =
    options.maxSize !== undefined && options.maxSize > MIN_CROP_SIZE ? options.maxSize : undefined;
  return {
    format: options.format ?? 'png',
    outputAsBlob: options.outputAsBlob ?? true,
    quality: clamp(options.quality ?? 92, 0, 100),
    aspectRatio: aspect ?? aspectRatio,
    aspect,
    autoCrop: options.autoCrop ?? true,
    maintainAspectRatio,
    minSize,
    maxSize,
    keyboardStep: keyboardStep(options.keyboardStep),
    resizeTo: options.resizeTo,
    round: options.round ?? false,
  };
}
