import { describe, expect, it } from 'vitest';
import { delayToNextCheck, isShownAt } from './visibility';

const at = (from: number | null, till: number | null) => ({
  validFromEpochSeconds: from,
  validTillEpochSeconds: till,
});

describe('notification validity', () => {
  it('includes validFrom, excludes validTill, and leaves a missing bound open', () => {
    expect(isShownAt(at(100, 200), 99_999)).toBe(false);
    expect(isShownAt(at(100, 200), 100_000)).toBe(true);
    expect(isShownAt(at(100, 200), 199_999)).toBe(true);
    expect(isShownAt(at(100, 200), 200_000)).toBe(false);
    expect(isShownAt(at(null, null), 0)).toBe(true);
    expect(isShownAt(at(null, 200), 1)).toBe(true);
    expect(isShownAt(at(100, null), 10 ** 12)).toBe(true);
  });

  it('waits for the nearest boundary ahead plus 100 ms, and not at all when none is ahead', () => {
    expect(delayToNextCheck([at(100, 200), at(150, null)], 120_000)).toBe(30_100);
    expect(delayToNextCheck([at(100, 200)], 150_000)).toBe(50_100);
    expect(delayToNextCheck([at(100, 200), at(null, null)], 200_000)).toBeNull();
  });

  it('never asks for a timer longer than the browser can keep', () => {
    expect(delayToNextCheck([at(10 ** 9, null)], 0)).toBe(2 ** 31 - 1);
  });
});
