/**
 * Runs at most `max` of the given tasks at once; the others wait in order of arrival. A plain
 * promise queue: what waits here holds no thread and no memory beyond its closure.
 */
export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    // A woken waiter inherits the finished task's slot (`running` is not decremented then).
    try {
      return await task();
    } finally {
      if (waiting.length) waiting.shift()!();
      else running--;
    }
  };
}
