import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Focal's violet, light to dark (Mantine needs ten shades). Against white, shade 6 reads at 5.1:1,
 * 7 at 6.6:1 and 9 at 10.4:1, so buttons, links and the light variants' text (shade 9) pass WCAG AA.
 */
const focal: MantineColorsTuple = [
  '#f3f0ff',
  '#e5deff',
  '#c9bbff',
  '#ab95fd',
  '#9176f9',
  '#7f5ff5',
  '#7050ef',
  '#5f3fd6',
  '#5034bd',
  '#41299c',
];

const fontFamily =
  '"Figtree Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { focal },
  primaryColor: 'focal',
  // Shade 7: white labels on filled buttons and links on white at 6.6:1 (WCAG AA asks 4.5:1).
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  // Users who ask their system for less motion get modals and menus without fades (issue 12: the
  // journeys run so too, and measure nothing mid-transition).
  respectReducedMotion: true,
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  // Plain objects (not Modal.extend) keep the modal's code out of the first page's bundle.
  components: {
    Modal: {
      defaultProps: {
        // Mantine's close button has no accessible name of its own.
        closeButtonProps: { 'aria-label': 'Close' },
      },
      // A dialog's title is its heading: at h4 size, not body text in bold.
      styles: { title: { fontSize: 'var(--mantine-h4-font-size)', fontWeight: 700, lineHeight: 1.3 } },
    },
    // Cards lift a little off the grey page instead of being outlined boxes.
    Card: { defaultProps: { radius: 'lg', shadow: 'xs' } },
    Drawer: {
      styles: { title: { fontSize: 'var(--mantine-h4-font-size)', fontWeight: 700, lineHeight: 1.3 } },
    },
  },
});
