/** Starting the Focal server (or anything with a /healthz) as a child, and talking to it. */
import { request } from 'node:http';
import { freePort } from '../../scripts/free-port.ts';
import { type Child, startNode, tail } from './processes.ts';

export { freePort };

export const DEMO_OWNER = { email: 'demo@focal.test', password: 'focal-demo-password' };

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

/**
 * Polls `${baseUrl}/healthz` every intervalMs until it answers 200; returns the time that took from `since`
 * (a performance.now() value). Fails fast when the child exits, and after timeoutMs.
 */
export async function waitForHealth(
  baseUrl: string,
  child: Child,
  options: { since: number; timeoutMs: number; intervalMs?: number },
): Promise<number> {
  const interval = options.intervalMs ?? 20;
  const deadline = options.since + options.timeoutMs;
  for (;;) {
    const tick = performance.now();
    if ((await probe(`${baseUrl}/healthz`)) === 200) return performance.now() - options.since;
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

export type FocalServer = { url: string; child: Child; readyMs: number; stop(): Promise<void> };

/**
 * Starts the production server (`apps/server/src/main.ts`, or `scripts/start.ts` as `npm start` runs it)
 * on a free loopback port; resolves once /healthz answers 200. The server's own environment from our
 * shell (DATABASE_URL, SMTP_URL, ...) is not passed on: only what `env` says.
 */
export async function startFocal(options: {
  name: string;
  entry?: string;
  env: Record<string, string | undefined>;
  timeoutMs?: number;
}): Promise<FocalServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const since = performance.now();
  const child = startNode(options.name, options.entry ?? 'apps/server/src/main.ts', [], {
    DATABASE_URL: undefined,
    JWT_SECRET: undefined,
    SMTP_URL: undefined,
    WEB_DIST_DIR: undefined,
    SEED_DEMO: undefined,
    WORKERS: undefined,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    ...options.env,
    PORT: String(port),
  });
  try {
    const readyMs = await waitForHealth(url, child, { since, timeoutMs: options.timeoutMs ?? 60_000 });
    return { url, child, readyMs, stop: () => child.stop() };
  } catch (error) {
    await child.stop(2_000);
    throw error;
  }
}

/** Signs the demo owner in; returns the access token. */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => null)) as { data?: { access_token?: string } } | null;
  const token = body?.data?.access_token;
  if (res.status !== 200 || !token) {
    throw new Error(
      `sign-in as ${DEMO_OWNER.email} failed: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  return token;
}
