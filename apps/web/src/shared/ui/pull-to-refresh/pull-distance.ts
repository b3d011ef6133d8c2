/** Spec 01 §9: pull-to-refresh in the mobile apps. */
export const PULL_TO_REFRESH = {
  /** How far (px) the finger pulls down, from the top of the page, to refresh. */
  distance: 120,
  /** The spinner's size (px). */
  spinnerSize: 30,
  /** How long the indicator takes to go away once the refresh is done (ms). */
  endAnimationMs: 200,
} as const;

export type PullState = {
  /** How far the finger has pulled down (px, never negative). */
  pulled: number;
  /** 0 to 1: how much of the distance has been pulled. */
  progress: number;
  /** Letting go now refreshes. */
  ready: boolean;
};

export const NO_PULL: PullState = { pulled: 0, progress: 0, ready: false };

/**
 * The pull from where the touch started to where it is now. A pull counts only when the page was
 * scrolled to the top as the touch began (otherwise the finger is scrolling the page back up).
 */
export function pullState(
  startY: number,
  currentY: number,
  scrolledToTop: boolean,
  distance: number = PULL_TO_REFRESH.distance,
): PullState {
  if (!scrolledToTop) return NO_PULL;
  const pulled = Math.max(0, currentY - startY);
  return { pulled, progress: Math.min(1, pulled / distance), ready: pulled >= distance };
}

/**
 * How far down the indicator sits for a pull: it follows the finger at half speed and stops at
 * half the distance, so it never runs away from the thumb.
 */
export const indicatorOffset = (state: PullState, distance: number = PULL_TO_REFRESH.distance) =>
  Math.min(state.pulled / 2, distance / 2);
