/** A length the browser can size a picture by: a positive number, in pixels or unitless (not %). */
const absoluteLength = (value: string | null) =>
  value !== null &&
  /^\s*(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?\s*(?:px\s*)?$/i.test(value) &&
  parseFloat(value) > 0;

const viewBoxSize = (value: string | null): [number, number] | null => {
  const parts = (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [, , width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? [width, height] : null;
};

export type SvgSize = { ok: true; svg: string } | { ok: false; reason: 'unreadable' | 'no-size' };

/**
 * Spec 02 §5: an SVG needs a width and a height, or a viewBox, else it fails with a message saying
 * so. One with a viewBox alone gets its width and height from it, so the browser draws it at that
 * size (without them an <img> of it has no intrinsic size to crop at).
 */
export function sizedSvg(text: string): SvgSize {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) {
    return { ok: false, reason: 'unreadable' };
  }
  if (absoluteLength(root.getAttribute('width')) && absoluteLength(root.getAttribute('height'))) {
    return { ok: true, svg: text };
  }
  const box = viewBoxSize(root.getAttribute('viewBox'));
  if (!box) return { ok: false, reason: 'no-size' };
  root.setAttribute('width', String(box[0]));
  root.setAttribute('height', String(box[1]));
  return { ok: true, svg: new XMLSerializer().serializeToString(doc) };
}
