/**
 * The two text colours for a background chosen elsewhere (an announcement's button, a job type's
 * colour): white, or black. With pure black one of the two always reads at 4.58:1 or more (WCAG AA);
 * Mantine's near-black (#1A1B1E) fell to 3.98:1 on a job type's indigo (issue 31).
 */
const LIGHT_TEXT = '#FFFFFF';
const DARK_TEXT = '#000000';

/** WCAG 2 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG 2 contrast ratio of two #RRGGBB colours (1 to 21; body text wants 4.5). */
export const contrastRatio = (a: string, b: string) => contrast(luminance(a), luminance(b));

/** The text colour with the higher contrast on `background` (#RRGGBB). */
export function readableTextColor(background: string): string {
  const bg = luminance(background);
  return contrast(bg, luminance(LIGHT_TEXT)) >= contrast(bg, luminance(DARK_TEXT)) ? LIGHT_TEXT : DARK_TEXT;
}
