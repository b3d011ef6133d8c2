import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { TONAL_CHIP_COLOURS, TONAL_CHIP_THEMES } from '../shared/ui/tonal-chip-colours';
import { theme as appTheme } from './theme';

/*
 * The tonal chip's contrast, computed from the app's palette (here, since shared/ may not import the
 * theme): a change of the theme's colours that leaves a chip's text under WCAG AA fails here.
 */
const palette = mergeMantineTheme(DEFAULT_THEME, appTheme).colors;

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (one: string, other: string) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('TonalChip contrast: accessible in every theme', () => {
  it.each(TONAL_CHIP_THEMES)('%s: its text reads at least 4.5:1 on its tint (WCAG AA)', (name) => {
    const { background, text } = TONAL_CHIP_COLOURS[name];
    const hex = ([colour, shade]: readonly [string, number]) => palette[colour]?.[shade] ?? '';
    expect(hex(background)).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(hex(text), hex(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('the contrast helper agrees with WCAG: black on white is 21:1, grey #777 on white ~4.48:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
