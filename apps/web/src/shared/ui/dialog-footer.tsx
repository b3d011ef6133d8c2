import { Box, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './dialog-footer.module.css';

type Props = {
  /** The dialog's buttons, the one that goes forward last. */
  children: ReactNode;
  /** Space above the footer (default: lg, after a dialog's text). */
  mt?: MantineSpacing | 0;
};

/**
 * The foot of every dialog: its buttons right-aligned on a desktop, and one row of equal-width
 * buttons on a phone, so no button wraps onto a row of its own.
 */
export function DialogFooter({ children, mt = 'lg' }: Props) {
  return (
    <Box className={classes.footer} mt={mt}>
      {children}
    </Box>
  );
}
