/**
 * The stacking order of what covers the page. Toasts come above everything, the full-screen plans
 * frame included: its host's 'Payment failed' must be seen over the frame (issue 10 §11).
 */
export const FRAME_Z_INDEX = 1000;
export const TOAST_Z_INDEX = 2000;
