import { NOTIFICATION_REEVALUATE_EXTRA_MS } from '@focal/contracts/system-notification-constants';
import type { SystemNotificationEvent } from '@focal/contracts/system-notifications';

type Bounds = Pick<SystemNotificationEvent, 'validFromEpochSeconds' | 'validTillEpochSeconds'>;

/** setTimeout runs at once past 2^31 − 1 ms (24.8 days); a later boundary waits in steps that long. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Spec 01 §4.7: shown while validFrom ≤ now < validTill (a missing bound is open). */
export function isShownAt(event: Bounds, nowMs: number): boolean {
  const from = event.validFromEpochSeconds;
  const till = event.validTillEpochSeconds;
  return (from === null || from * 1000 <= nowMs) && (till === null || nowMs < till * 1000);
}

/**
 * How long to wait before looking again: until the next validity boundary after `nowMs`, plus
 * 100 ms (spec 01 §4.7, §9), so the clock has surely crossed it; null when no boundary lies ahead.
 */
export function delayToNextCheck(events: Bounds[], nowMs: number): number | null {
  let next = Infinity;
  for (const event of events) {
    for (const bound of [event.validFromEpochSeconds, event.validTillEpochSeconds]) {
      if (bound !== null && bound * 1000 > nowMs) next = Math.min(next, bound * 1000);
    }
  }
  if (next === Infinity) return null;
  return Math.min(next - nowMs + NOTIFICATION_REEVALUATE_EXTRA_MS, MAX_TIMER_MS);
}
