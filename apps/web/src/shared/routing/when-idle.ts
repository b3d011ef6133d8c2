/**
 * Runs `run` once the browser is idle (at the latest after two seconds), so work nobody waits for never
 * delays the page; returns what cancels it. Without requestIdleCallback (Safari), on the next task.
 */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}
