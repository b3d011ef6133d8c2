/** The Prioritized Task Scheduling API's yield (Chromium, Firefox): not in TypeScript's DOM types yet. */
type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a later task, so the work after it does not lengthen the current one (a long task holds
 * the page: Lighthouse counts every task over 50 ms on a phone). With `scheduler.yield` the rest runs
 * before other queued tasks of its kind; without it, after a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
