/** The tonal chip's themes (spec 02 §3, §9: default, info, primary, warn, danger). */
export const TONAL_CHIP_THEMES = ['default', 'info', 'primary', 'warn', 'danger'] as const;
export type TonalChipTheme = (typeof TONAL_CHIP_THEMES)[number];

type Shade = readonly [colour: string, shade: number];

/**
 * A light tint behind a dark text of one colour of the theme's palette. Every text reads at least
 * 4.5:1 (WCAG AA) on its tint, which `tonal-chip.test.ts` computes from the palette. Mantine's
 * orange and yellow have no shade that dark, so the warning is a yellow tint under the dark grey.
 */
export const TONAL_CHIP_COLOURS: Record<TonalChipTheme, { background: Shade; text: Shade }> = {
  default: { background: ['gray', 1], text: ['gray', 9] },
  info: { background: ['blue', 0], text: ['blue', 9] },
  primary: { background: ['focal', 0], text: ['focal', 9] },
  warn: { background: ['yellow', 1], text: ['gray', 9] },
  danger: { background: ['red', 0], text: ['red', 9] },
};

export const paletteVariable = ([colour, shade]: Shade) => `var(--mantine-color-${colour}-${shade})`;
