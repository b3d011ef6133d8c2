/**
 * Memory: the resident set (RSS) of `npm start`'s server process on a fresh data directory (the demo
 * seeded), 5 s after /healthz first answers, and again after a fixed mixed load of 20,000 requests (the
 * demo owner's bootstrap and companies list, the /login page and its script, /healthz, and one sign-in
 * in every 200), 5 s after it ends. Also its peak (VmHWM), for information. Goal: both under 350 MB.
 * Issue 11 measured 577 MB after start and 730 MB after 20,000 mixed requests before its changes.
 */
import { readFileSync } from 'node:fs';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { bundleServer, serverBundleIsStale } from '../scripts/server-bundle.ts';
import { signIn, startFocal } from './lib/focal.ts';
import { type Row, fmtInt, fmtRatio, log } from './lib/report.ts';
import { makeTempDir, sleep } from './lib/processes.ts';

export const GOAL_MB = 350;
const REQUESTS = 20_000;
const CONCURRENCY = 10;
const SETTLE_MS = 5_000;

/** VmRSS and VmHWM of a process, in MB. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function mixedLoad(baseUrl: string, token: string): Promise<{ failed: number }> {
  const login = await (await fetch(`${baseUrl}/login`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(login)?.[1] ?? '/login';
  const auth = { authorization: `Bearer ${token}`, PhotographerEmail: 'demo@focal.test' };
  const bootstrap = ApiRoutes.bootstrap.path;
  const companies = ApiRoutes.listCompanies.path;
  const signInPath = ApiRoutes.login.path;
  const requests: (() => Promise<Response>)[] = [
    () => fetch(`${baseUrl}${bootstrap}`, { headers: auth }),
    () => fetch(`${baseUrl}${companies}`, { headers: auth }),
    () => fetch(`${baseUrl}/login`),
    () => fetch(`${baseUrl}${script}`),
    () => fetch(`${baseUrl}/healthz`),
  ];
  const signInOnce = () =>
    fetch(`${baseUrl}${signInPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@focal.test', password: 'focal-demo-password' }),
    });
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (let i = next++; i < REQUESTS; i = next++) {
      const res = await (i % 200 === 0 ? signInOnce() : requests[i % requests.length]!());
      await res.arrayBuffer();
      if (!res.ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failed };
}

export async function memory(webDistDir: string | undefined): Promise<Row[]> {
  // start.ts would bundle the server in its own process, and that would be measured: bundle first.
  if (serverBundleIsStale()) await bundleServer();
  const server = await startFocal({
    name: 'memory: scripts/start.ts',
    entry: 'scripts/start.ts',
    env: { DATA_DIR: makeTempDir('memory'), WEB_DIST_DIR: webDistDir },
    timeoutMs: 120_000,
  });
  try {
    const pid = server.child.proc.pid!;
    await sleep(SETTLE_MS);
    const afterStart = residentMb(pid);
    log(`after start: ${fmtInt(afterStart.rss)} MB resident (peak so far ${fmtInt(afterStart.peak)} MB)`);
    const began = performance.now();
    const { failed } = await mixedLoad(server.url, await signIn(server.url));
    const seconds = (performance.now() - began) / 1000;
    log(`${fmtInt(REQUESTS)} mixed requests in ${seconds.toFixed(1)} s (${failed} not 2xx)`);
    if (failed) throw new Error(`${failed} of the mixed requests failed`);
    await sleep(SETTLE_MS);
    const afterLoad = residentMb(pid);
    log(`after the load: ${fmtInt(afterLoad.rss)} MB resident (peak ${fmtInt(afterLoad.peak)} MB)`);
    const row = (name: string, mb: number): Row => ({
      name,
      figure: `${fmtInt(mb)} MB`,
      target: `< ${GOAL_MB} MB (before issue 11: ${name.includes('requests') ? 730 : 577} MB)`,
      ratio: fmtRatio(mb / GOAL_MB),
      status: mb < GOAL_MB ? 'PASS' : 'MISS',
    });
    return [row('Memory after start', afterStart.rss), row('Memory after 20,000 requests', afterLoad.rss)];
  } finally {
    await server.stop();
  }
}
