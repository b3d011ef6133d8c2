/**
 * Memory: the resident set (RSS) of `npm start`'s server process on a fresh data directory (the demo
 * seeded), 5 s after /healthz first answers, and again 5 s after a fixed mix of 20,000 requests, what a
 * photographer's session sends (lib/photographer-mix.ts: the studio pages' reads, a few writes, the
 * sign-in page, /healthz). Also its peak (VmHWM), and each time the V8 heap, external memory and
 * PGlite's WebAssembly memory (memory-probe.ts), for information. Goal: both under 350 MB.
 * Issue 11 measured 577 MB after start and 730 MB after 20,000 mixed requests before its changes;
 * issue 31 (this mix) 252 MB and 436 MB (peak 455) before its changes (docs/decisions/server-memory.md).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { signIn, startFocal } from './lib/focal.ts';
import { photographerMix } from './lib/photographer-mix.ts';
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

/**
 * WebAssembly memories (PGlite's PostgreSQL among them), in MB: their size and resident part. V8 maps
 * each one's pages in use just before its guard region, several GB of address space it never maps in.
 */
function wasmMb(pid: number): { size: number; rss: number } {
  const maps = readFileSync(`/proc/${pid}/smaps`, 'utf8')
    .split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)
    .map((map) => {
      const [range = '', perms] = map.split(' ', 2);
      const [start, end] = range.split('-').map((hex) => Number.parseInt(hex, 16));
      return { start: start!, end: end!, perms, rssKb: Number(/\nRss:\s+(\d+)/.exec(map)?.[1] ?? 0) };
    });
  const total = { size: 0, rss: 0 };
  maps.forEach((map, i) => {
    const guard = maps[i + 1];
    if (map.perms !== 'rw-p' || guard?.start !== map.end || guard.perms !== '---p') return;
    if (guard.end - guard.start < 2 ** 32) return;
    total.size += (map.end - map.start) / 2 ** 20;
    total.rss += map.rssKb / 1024;
  });
  return total;
}

/** The server's own account of its memory (memory-probe.ts answers SIGUSR2), with its WebAssembly part. */
async function parts(pid: number, probeFile: string): Promise<string> {
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(probeFile) && waited < 5_000; waited += 50) await sleep(50);
  const usage = JSON.parse(readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage;
  const mb = (bytes: number) => fmtInt(bytes / 2 ** 20);
  const wasm = wasmMb(pid);
  return (
    `V8 heap ${mb(usage.heapUsed)} MB used of ${mb(usage.heapTotal)}, external ${mb(usage.external)} MB ` +
    `(array buffers ${mb(usage.arrayBuffers)}), WebAssembly ${fmtInt(wasm.rss)} MB resident of ${fmtInt(wasm.size)}`
  );
}

/** Stops at the first answer that is not 2xx (it would measure something else), and throws it. */
async function mixedLoad(baseUrl: string, token: string): Promise<void> {
  const api: Parameters<typeof photographerMix>[0] = (path, { method = 'GET', body, signedIn = true } = {}) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const requests = await photographerMix(api);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < REQUESTS; i = next++) {
      const res = await requests[i % requests.length]!(Math.floor(i / requests.length));
      const text = await res.text();
      if (res.ok) continue;
      next = REQUESTS;
      throw new Error(`request ${i} of the mixed load, ${res.url}: HTTP ${res.status} ${text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

export async function memory(webDistDir: string | undefined): Promise<Row[]> {
  const probeFile = join(makeTempDir('memory-probe'), 'usage.json');
  const server = await startFocal({
    name: 'memory: scripts/start.ts',
    entry: 'scripts/start.ts',
    env: {
      DATA_DIR: makeTempDir('memory'),
      WEB_DIST_DIR: webDistDir,
      NODE_OPTIONS: `--import=${join(import.meta.dirname, 'memory-probe.ts')}`,
      MEMORY_PROBE_FILE: probeFile,
    },
    timeoutMs: 120_000,
  });
  try {
    const pid = server.child.proc.pid!;
    await sleep(SETTLE_MS);
    const afterStart = residentMb(pid);
    log(`after start: ${fmtInt(afterStart.rss)} MB resident (peak so far ${fmtInt(afterStart.peak)} MB)`);
    log(`  ${await parts(pid, probeFile)}`);
    const began = performance.now();
    await mixedLoad(server.url, await signIn(server.url));
    const seconds = (performance.now() - began) / 1000;
    log(`${fmtInt(REQUESTS)} mixed requests in ${seconds.toFixed(1)} s, all 2xx`);
    await sleep(SETTLE_MS);
    const afterLoad = residentMb(pid);
    log(`after the load: ${fmtInt(afterLoad.rss)} MB resident (peak ${fmtInt(afterLoad.peak)} MB)`);
    log(`  ${await parts(pid, probeFile)}`);
    const row = (name: string, mb: number, before: number): Row => ({
      name,
      figure: `${fmtInt(mb)} MB`,
      target: `< ${GOAL_MB} MB (before issue 31: ${before} MB)`,
      ratio: fmtRatio(mb / GOAL_MB),
      status: mb < GOAL_MB ? 'PASS' : 'MISS',
    });
    return [
      row('Memory after start', afterStart.rss, 252),
      row('Memory after 20,000 requests', afterLoad.rss, 436),
      {
        ...row('Memory at its peak', afterLoad.peak, 455),
        target: 'for information (before issue 31: 455 MB)',
        ratio: '—',
        status: 'INFO',
      },
    ];
  } finally {
    await server.stop();
  }
}
