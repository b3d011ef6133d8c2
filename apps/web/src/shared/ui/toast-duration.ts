/** Spec 01 §9: toasts last 5000 ms. */
export const TOAST_MS = 5000;
