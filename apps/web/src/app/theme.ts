import { BRAND_PALETTE, BRAND_SHADE } from '@focal/contracts/brand';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Focal's violet, from the contracts: the server's mails use the same shade (BRAND_COLOUR).
const focal: MantineColorsTuple = BRAND_PALETTE;

// Until Figtree has arrived, system faces with its measures (index.html): nothing moves when it comes.
const fontFamily =
  '"Figtree Variable", "Figtree Fallback", "Figtree Fallback Roboto", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { focal },
  primaryColor: 'focal',
  // Shade 7: white labels on filled buttons and links on white at 6.6:1 (WCAG AA asks 4.5:1).
  primaryShade: { light: BRAND_SHADE, dark: 8 },
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
