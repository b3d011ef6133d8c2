import type { PixelCrop } from 'react-image-crop';
import { photoMessages } from './messages';
import type { ResolvedOptions } from './options';

/** Corners of a rectangle: top-left (x1, y1) and bottom-right (x2, y2). */
type Position = { x1: number; y1: number; x2: number; y2: number };

/**
 * Spec 02 §3's cropper output: the output's width and height, where the crop lies in the picture's
 * own pixels (imagePosition) and on screen (cropperPosition), and either base64 or a blob with its
 * object URL (the receiver revokes it).
 */
export type CropOutput = {
  width: number;
  height: number;
  imagePosition: Position;
  cropperPosition: Position;
} & ({ base64: string; blob?: never; objectUrl?: never } | { blob: Blob; objectUrl: string; base64?: never });

export class CropFailedError extends Error {
  constructor() {
    super(photoMessages.cropFailed);
  }
}

/** Screen positions to a hundredth of a pixel (the percentages they come from leave float dust). */
const hundredth = (n: number) => Math.round(n * 100) / 100;
const corners = (x: number, y: number, width: number, height: number): Position => ({
  x1: hundredth(x),
  y1: hundredth(y),
  x2: hundredth(x + width),
  y2: hundredth(y + height),
});

/** The crop in the picture's own pixels (the display may be scaled), kept inside the picture. */
function imagePositionOf(image: HTMLImageElement, crop: PixelCrop): Position {
  const { width, height } = image.getBoundingClientRect();
  const sx = image.naturalWidth / width;
  const sy = image.naturalHeight / height;
  const x1 = Math.max(0, Math.round(crop.x * sx));
  const y1 = Math.max(0, Math.round(crop.y * sy));
  return {
    x1,
    y1,
    x2: Math.min(image.naturalWidth, Math.round((crop.x + crop.width) * sx)),
    y2: Math.min(image.naturalHeight, Math.round((crop.y + crop.height) * sy)),
  };
}

/** The output size: the crop's own size, scaled down (never up) so its longest side fits `resizeTo`. */
function outputSize(width: number, height: number, resizeTo: number | undefined) {
  const scale = resizeTo && Math.max(width, height) > resizeTo ? resizeTo / Math.max(width, height) : 1;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** Draws the crop on a canvas of the output size; throws CropFailedError ('Crop image failed'). */
export async function cropImage(
  image: HTMLImageElement,
  crop: PixelCrop,
  options: ResolvedOptions,
): Promise<CropOutput> {
  const imagePosition = imagePositionOf(image, crop);
  const sourceWidth = imagePosition.x2 - imagePosition.x1;
  const sourceHeight = imagePosition.y2 - imagePosition.y1;
  if (sourceWidth <= 0 || sourceHeight <= 0) throw new CropFailedError();
  const size = outputSize(sourceWidth, sourceHeight, options.resizeTo);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new CropFailedError();
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    imagePosition.x1,
    imagePosition.y1,
    sourceWidth,
    sourceHeight,
    0,
    0,
    size.width,
    size.height,
  );
  const type = `image/${options.format}`;
  const quality = options.quality / 100;
  const common = {
    ...size,
    imagePosition,
    cropperPosition: corners(crop.x, crop.y, crop.width, crop.height),
  };
  try {
    if (!options.outputAsBlob) return { ...common, base64: canvas.toDataURL(type, quality) };
    const blob = await toBlob(canvas, type, quality);
    if (!blob) throw new CropFailedError();
    return { ...common, blob, objectUrl: URL.createObjectURL(blob) };
  } catch {
    // A canvas the picture tainted, or a browser out of memory for it.
    throw new CropFailedError();
  }
}
