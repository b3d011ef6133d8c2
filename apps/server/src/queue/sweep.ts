/**
 * A worker's sweep for jobs lost or never sent: run once now (awaited) and then every `everyMs`,
 * on a timer that does not keep the process alive. A failure is logged as "<name> failed", unless
 * the worker is closing (`stopping`). Returns the timer's stop.
 */
export async function startSweep(
  name: string,
  everyMs: number,
  stopping: AbortSignal,
  sweep: () => Promise<void>,
): Promise<() => void> {
  const logged = () =>
    sweep().catch((error: unknown) => {
      if (!stopping.aborted) console.error(`${name} failed`, error);
    });
  await logged();
  const timer = setInterval(() => void logged(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
