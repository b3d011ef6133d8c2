import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from './readable-text-color';

const hex = (value: number) => `#${value.toString(16).padStart(6, '0')}`;

describe('readableTextColor', () => {
  it('reads at WCAG AA (4.5:1) on every colour, the mid tones included', () => {
    // Every 4th step of each channel: 64³ colours, among them the job types' indigo and grape.
    const worst = { ratio: Infinity, background: '' };
    for (let r = 0; r < 256; r += 4)
      for (let g = 0; g < 256; g += 4)
        for (let b = 0; b < 256; b += 4) {
          const background = hex((r << 16) | (g << 8) | b);
          const ratio = contrastRatio(readableTextColor(background), background);
          if (ratio < worst.ratio) Object.assign(worst, { ratio, background });
        }
    expect(worst.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('takes black on the job types’ indigo and grape, where near-black read at about 4:1', () => {
    expect(readableTextColor('#4c6ef5')).toBe('#000000');
    expect(readableTextColor('#be4bdb')).toBe('#000000');
    expect(readableTextColor('#1971c2')).toBe('#FFFFFF');
  });
});
