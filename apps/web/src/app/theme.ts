import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button labels and blue links on white at WCAG AA contrast (4.5:1);
  // Mantine's default shade 6 is about 3.5:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // Users who ask their system for less motion get modals and menus without fades (issue 12: the
  // journeys run so too, and measure nothing mid-transition).
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // Plain objects (not Modal.extend) keep the modal's code out of the first page's bundle.
  components: {
    // Mantine's close button has no accessible name of its own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
