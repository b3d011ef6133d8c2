/** Starting the Focal server (or anything with a /healthz) as a child, and talking to it. */
import { DEMO_OWNER, signIn as signInAs } from '../../packages/test-kit/src/accounts.ts';
import { waitForHealth } from '../../packages/test-kit/src/health.ts';
import { freePort } from '../../packages/test-kit/src/ports.ts';
import { SERVER_NODE_FLAGS } from './node-flags.ts';
import { type Child, NODE, startProcess } from './processes.ts';

export { DEMO_OWNER, freePort, waitForHealth };

export type FocalServer = { url: string; child: Child; readyMs: number; stop(): Promise<void> };

/**
 * Starts the production server (`apps/server/src/main.ts`, or `scripts/start.ts` as `npm start` runs it)
 * with `npm start`'s Node flags on a free loopback port; resolves once /healthz answers 200. The server's own environment from our
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
  const entry = options.entry ?? 'apps/server/src/main.ts';
  const child = startProcess(options.name, NODE, [...SERVER_NODE_FLAGS, entry], {
    env: {
      DATABASE_URL: undefined,
      JWT_SECRET: undefined,
      TWO_FACTOR_KEY: undefined,
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
    },
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
  const tokens = await signInAs(async (path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  }, DEMO_OWNER);
  return tokens.access_token;
}
