import { Box, type BoxProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './tonal-chip.module.css';
import { paletteVariable, TONAL_CHIP_COLOURS, type TonalChipTheme } from './tonal-chip-colours';

type Props = BoxProps & {
  text: string;
  /** The taller size, beside page titles and large buttons. */
  tall?: boolean;
  theme?: TonalChipTheme;
};

/**
 * A small label in a light tint of its theme's colour (spec 02 §3: text, tall, theme): the product's
 * status chip (a state, a role, the current item).
 */
export function TonalChip({ text, tall = false, theme = 'default', ...others }: Props) {
  const colours = TONAL_CHIP_COLOURS[theme];
  const style = {
    '--chip-background': paletteVariable(colours.background),
    '--chip-text': paletteVariable(colours.text),
  } as CSSProperties;
  return (
    <Box
      component="span"
      {...others}
      className={classes.chip}
      style={style}
      data-tall={tall || undefined}
      data-theme={theme}
    >
      {text}
    </Box>
  );
}
