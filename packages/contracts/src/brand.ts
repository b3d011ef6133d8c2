// No zod here: the web theme and the server's mails read these.

/**
 * Focal's violet, light to dark (Mantine's ten shades). Against white, shade 6 reads at 5.1:1,
 * 7 at 6.6:1 and 9 at 10.4:1, so buttons, links and the light variants' text (shade 9) pass WCAG AA.
 */
export const BRAND_PALETTE = [
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
] as const;

/** The primary shade (7): filled buttons and links; white text on it reads at 6.6:1. */
export const BRAND_SHADE = 7;
export const BRAND_COLOUR = BRAND_PALETTE[BRAND_SHADE];
