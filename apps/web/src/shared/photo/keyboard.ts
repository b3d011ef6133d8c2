import { clamp, containCrop, nudgeCrop, type Ords, type PixelCrop } from 'react-image-crop';
import type { Size } from './wait-for-size';

type Keys = { key: string; shiftKey: boolean; altKey: boolean };
type Limits = { aspect: number | undefined; minSize: number; maxSize?: number | undefined };

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);
export const isArrow = (key: string) => ARROWS.has(key);

/**
 * The edge or corner a resize moves. Shift: the right/bottom one (Shift+Right and Shift+Down grow the
 * crop, Shift+Left and Shift+Up shrink it); Alt: the opposite, left/top one (Alt+Left and Alt+Up grow
 * it, the other way shrinks it). With the aspect locked the corner moves, so both sides change.
 */
function movingEdge({ key, shiftKey }: Keys, aspect: number | undefined): Ords {
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  if (aspect) return shiftKey ? 'se' : 'nw';
  if (horizontal) return shiftKey ? 'e' : 'w';
  return shiftKey ? 's' : 'n';
}

/**
 * Spec 02 §4's keyboard: arrows move the crop `step` pixels, Shift+arrows resize it, Alt+arrows
 * resize it from the opposite edge; the crop stays inside the picture, within the size limits and
 * at its aspect. Null for any other key.
 */
export function keyboardCrop(
  crop: PixelCrop,
  keys: Keys,
  step: number,
  box: Size,
  limits: Limits,
): PixelCrop | null {
  if (!isArrow(keys.key)) return null;
  if (!keys.shiftKey && !keys.altKey) {
    const dx = keys.key === 'ArrowLeft' ? -step : keys.key === 'ArrowRight' ? step : 0;
    const dy = keys.key === 'ArrowUp' ? -step : keys.key === 'ArrowDown' ? step : 0;
    return {
      ...crop,
      x: clamp(crop.x + dx, 0, box.width - crop.width),
      y: clamp(crop.y + dy, 0, box.height - crop.height),
    };
  }
  const ord = movingEdge(keys, limits.aspect);
  const { minSize, maxSize } = limits;
  const resized = containCrop(
    nudgeCrop(crop, keys.key, step, ord),
    limits.aspect ?? 0,
    ord,
    box.width,
    box.height,
    minSize,
    minSize,
    maxSize,
    maxSize,
  );
  return resized;
}
