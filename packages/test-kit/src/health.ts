import { request } from 'node:http';

/** One GET with no connection reuse: resolves with the status, or 0 when the connection failed. */
export function probe(url: string, timeoutMs = 1_000): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** What waitForHealth needs to know of the process it waits for, to fail fast with its output. */
export type Watched = { name: string; running(): boolean; output(): string };

/** The last lines of a process's output, indented, for error messages. */
export function tail(text: string, lines = 15): string {
  return text
    .trim()
    .split('\n')
    .slice(-lines)
    .map((line) => `    ${line}`)
    .join('\n');
}

/**
 * Polls `${baseUrl}/healthz` every intervalMs until it answers 200; returns the time that took from
 * `since` (a performance.now() value). Fails as soon as the process exits, and after timeoutMs.
 */
export async function waitForHealth(
  baseUrl: string,
  child: Watched,
  options: { since?: number; timeoutMs: number; intervalMs?: number },
): Promise<number> {
  const since = options.since ?? performance.now();
  const interval = options.intervalMs ?? 20;
  const deadline = since + options.timeoutMs;
  for (;;) {
    const tick = performance.now();
    if ((await probe(`${baseUrl}/healthz`)) === 200) return performance.now() - since;
    if (!child.running())
      throw new Error(`${child.name} exited before it answered /healthz:\n${tail(child.output())}`);
    if (performance.now() > deadline) {
      throw new Error(
        `${child.name} did not answer /healthz within ${options.timeoutMs} ms:\n${tail(child.output())}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, interval - (performance.now() - tick))));
  }
}
