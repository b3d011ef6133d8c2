import { describe, expect, it } from 'vitest';
import { indicatorOffset, NO_PULL, PULL_TO_REFRESH, pullState } from './pull-distance';

describe('pull-to-refresh distance', () => {
  it('uses the spec constants', () => {
    expect(PULL_TO_REFRESH).toEqual({ distance: 120, spinnerSize: 30, endAnimationMs: 200 });
  });

  it('refreshes only once the finger has pulled 120 px down', () => {
    expect(pullState(100, 160, true)).toEqual({ pulled: 60, progress: 0.5, ready: false });
    expect(pullState(100, 219, true).ready).toBe(false);
    expect(pullState(100, 220, true)).toEqual({ pulled: 120, progress: 1, ready: true });
    expect(pullState(100, 400, true)).toEqual({ pulled: 300, progress: 1, ready: true });
  });

  it('is no pull when the finger moves up, or when the page was not at the top', () => {
    expect(pullState(300, 200, true)).toEqual(NO_PULL);
    expect(pullState(100, 400, false)).toEqual(NO_PULL);
  });

  it('moves the indicator at half the finger speed, up to half the distance', () => {
    expect(indicatorOffset(pullState(0, 50, true))).toBe(25);
    expect(indicatorOffset(pullState(0, 500, true))).toBe(60);
  });
});
