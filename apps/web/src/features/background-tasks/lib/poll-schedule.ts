import type { Banners } from '@focal/contracts/background-tasks';
import { bannerPollDelay } from '@focal/contracts/banner-polling';

/** What the last load of the banners gave: the banners, or a failure. */
type PollResult = { banners: Banners } | { failed: true };

export type PollSchedule = {
  /** After every load: schedules the next poll and returns its delay, or stops and returns null. */
  settled(result: PollResult): number | null;
  /** Cancels the pending poll (the frame left the screen). */
  stop(): void;
};

const inProgress = (banners: Banners) => banners.banners.some((banner) => banner.state === 'IN_PROGRESS');

/**
 * Spec 01 §4.8 and §9: while any banner is IN_PROGRESS, poll again after the server's delay (5000 ms
 * when it has given none) plus 500 ms per successive poll, at most 30000 ms; a failed load is retried
 * with the same backoff. Once nothing is in progress polling stops and the count starts again, so
 * the next refresh trigger starts from the server's delay.
 */
export function createPollSchedule(poll: () => void): PollSchedule {
  let attempt = 0;
  let serverMillis: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  return {
    settled(result) {
      stop();
      if ('banners' in result) {
        serverMillis = result.banners.refreshInterval.millis;
        if (!inProgress(result.banners)) {
          attempt = 0;
          return null;
        }
      }
      attempt += 1;
      const delay = bannerPollDelay(serverMillis, attempt);
      timer = setTimeout(() => {
        timer = undefined;
        poll();
      }, delay);
      return delay;
    },
    stop,
  };
}
