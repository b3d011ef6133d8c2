import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TonalChip } from './tonal-chip';
import { TONAL_CHIP_COLOURS, TONAL_CHIP_THEMES } from './tonal-chip-colours';

describe('TonalChip', () => {
  it.each(TONAL_CHIP_THEMES)('%s: drawn with its palette shades', (name) => {
    render(
      <MantineProvider env="test">
        <TonalChip text="Live" theme={name} />
      </MantineProvider>,
    );
    const chip = screen.getByText('Live');
    const { background, text } = TONAL_CHIP_COLOURS[name];
    expect(chip.style.getPropertyValue('--chip-background')).toBe(
      `var(--mantine-color-${background[0]}-${background[1]})`,
    );
    expect(chip.style.getPropertyValue('--chip-text')).toBe(`var(--mantine-color-${text[0]}-${text[1]})`);
  });

  it('is the default theme and short unless told; tall marks it so', () => {
    render(
      <MantineProvider env="test">
        <TonalChip text="Short" />
        <TonalChip text="Tall" tall theme="danger" />
      </MantineProvider>,
    );
    expect(screen.getByText('Short')).toHaveAttribute('data-theme', 'default');
    expect(screen.getByText('Short')).not.toHaveAttribute('data-tall');
    expect(screen.getByText('Tall')).toHaveAttribute('data-tall', 'true');
    expect(screen.getByText('Tall')).toHaveAttribute('data-theme', 'danger');
  });
});
