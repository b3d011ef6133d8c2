/**
 * The stacking order of what covers the page. Toasts come above everything, the full-screen plans
 * frame included: its host's 'Payment failed' must be seen over the frame (issue 10 §11).
 */
export const FRAME_Z_INDEX = 1000;
/**
 * The two-factor modals come over the plans frame (a lapsed plan's frame may be open on /login), and
 * the busy overlay (spec 02 §2) between them and the page: it covers the page while the modals'
 * code loads and while their calls run, never the modal it serves.
 */
export const BUSY_OVERLAY_Z_INDEX = 1050;
export const TWO_FACTOR_MODAL_Z_INDEX = 1100;
/** Select menus and the cancel dialog inside the two-factor modals. */
export const TWO_FACTOR_POPOVER_Z_INDEX = 1150;
export const TOAST_Z_INDEX = 2000;
