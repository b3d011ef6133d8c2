/**
 * API throughput: a bare Fastify `{ hello: 'world' }` server against `GET /api/basic/bootstrap` signed in,
 * on the embedded database and on PostgreSQL. Each target gets its own autocannon process (bench/load.ts):
 * 10 connections, a 2 s warm-up, then 10 s measured. Goal: bootstrap ≥ 0.25 × bare requests/s.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCluster } from '../scripts/pg-cluster.ts';
import { type FocalServer, freePort, signIn, startFocal, waitForHealth } from './lib/focal.ts';
import { type Row, failRow, fmtInt, fmtMs, fmtRatio, log } from './lib/report.ts';
import { makeTempDir, onCleanUp, startNode, tail } from './lib/processes.ts';

export const LOAD = { connections: 10, warmupSec: 2, durationSec: 10 };
export const RATIO_GOAL = 0.25;

type LoadResult = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

async function runLoad(name: string, url: string, headers: string[] = []): Promise<LoadResult> {
  const args = ['--url', url, '--connections', String(LOAD.connections), '--warmup', String(LOAD.warmupSec)];
  args.push('--duration', String(LOAD.durationSec), ...headers.flatMap((h) => ['--header', h]));
  const child = startNode(`load: ${name}`, 'bench/load.ts', args);
  const limitMs = (LOAD.warmupSec + LOAD.durationSec + 30) * 1000;
  const timer = setTimeout(() => void child.stop(2_000), limitMs);
  const { code } = await child.exited;
  clearTimeout(timer);
  await child.stop();
  const last = child.stdout().trim().split('\n').pop() ?? '';
  if (code !== 0)
    throw new Error(`load generator for ${name} failed (exit ${code}):\n${tail(child.output())}`);
  try {
    return JSON.parse(last) as LoadResult;
  } catch {
    throw new Error(`load generator for ${name} printed no JSON:\n${tail(child.output())}`);
  }
}

/** Why a load result cannot be trusted (responses that were not 2xx, socket errors), or undefined. */
function problem(r: LoadResult): string | undefined {
  if (r.requests === 0) return 'no requests completed';
  if (r.non2xx > 0) return `${fmtInt(r.non2xx)} responses were not 2xx`;
  if (r.errors + r.timeouts > r.requests * 0.01)
    return `${fmtInt(r.errors)} errors, ${fmtInt(r.timeouts)} timeouts`;
  return undefined;
}

const figure = (r: LoadResult) => `${fmtInt(r.requestsPerSec)} req/s, p99 ${fmtMs(r.p99Ms)}`;

async function startBare() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startNode('bare Fastify', 'bench/bare-server.ts', [], { PORT: String(port) });
  try {
    await waitForHealth(url, child, { since: performance.now(), timeoutMs: 20_000 });
  } catch (error) {
    await child.stop(2_000);
    throw error;
  }
  return { url, stop: () => child.stop() };
}

/** A throwaway PostgreSQL cluster with a `focal_bench` database, and Focal on it (demo seeded). */
async function startOnPostgres(): Promise<FocalServer & { stopAll(): Promise<void> }> {
  const cluster = await startCluster();
  const unregister = onCleanUp(() => cluster.stop());
  const stopCluster = async () => {
    unregister();
    await cluster.stop();
  };
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      await admin.query('create database focal_bench');
    } finally {
      await admin.end();
    }
    const url = new URL(cluster.url);
    url.pathname = '/focal_bench';
    const server = await startFocal({
      name: 'Focal (PostgreSQL)',
      env: {
        DATABASE_URL: url.toString(),
        JWT_SECRET: randomBytes(48).toString('base64url'),
        TWO_FACTOR_KEY: randomBytes(32).toString('base64'),
        SEED_DEMO: '1',
        DATA_DIR: makeTempDir('pg-server'),
      },
    });
    return {
      ...server,
      async stopAll() {
        await server.stop();
        await stopCluster();
      },
    };
  } catch (error) {
    await stopCluster();
    throw error;
  }
}

async function bootstrapLoad(label: string, server: FocalServer): Promise<LoadResult> {
  const token = await signIn(server.url);
  const url = `${server.url}/api/basic/bootstrap`;
  const check = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await check.text();
  if (check.status !== 200)
    throw new Error(`GET /api/basic/bootstrap answered ${check.status}: ${text.slice(0, 300)}`);
  log(
    `${label}: bootstrap answers 200 (${fmtInt(text.length)} bytes); loading for ${LOAD.warmupSec}+${LOAD.durationSec} s…`,
  );
  return runLoad(label, url, [`authorization: Bearer ${token}`]);
}

/**
 * `embedded` is the embedded-database server run.ts started (shared with the page-weight benchmark), or
 * the error that kept it from starting.
 */
export async function apiThroughput(embedded: FocalServer | Error): Promise<Row[]> {
  const rows: Row[] = [];
  // Start what is still needed together (the loads themselves run one at a time).
  const [bare, onPg] = await Promise.allSettled([startBare(), startOnPostgres()]);
  try {
    let baseline: LoadResult | undefined;
    if (bare.status === 'fulfilled') {
      try {
        log(`bare Fastify: loading ${bare.value.url}/ for ${LOAD.warmupSec}+${LOAD.durationSec} s…`);
        const r = await runLoad('bare Fastify', `${bare.value.url}/`);
        const why = problem(r);
        log(`bare Fastify: ${figure(r)}${why ? ` (${why})` : ''}`);
        if (why) rows.push(failRow('API bare Fastify (baseline)', why));
        else {
          baseline = r;
          rows.push({
            name: 'API bare Fastify (baseline)',
            figure: figure(r),
            target: 'baseline',
            ratio: '1.00',
            status: 'INFO',
          });
        }
      } finally {
        await bare.value.stop();
      }
    } else {
      log(`bare Fastify could not start: ${(bare.reason as Error).message}`);
      rows.push(failRow('API bare Fastify (baseline)', 'could not start'));
    }

    const targets: [string, FocalServer | Error][] = [
      ['embedded', embedded],
      ['PostgreSQL', onPg.status === 'fulfilled' ? onPg.value : (onPg.reason as Error)],
    ];
    for (const [db, server] of targets) {
      const name = `API bootstrap (${db})`;
      if (server instanceof Error) {
        log(`${name}: the server could not start: ${server.message}`);
        rows.push(failRow(name, 'server could not start'));
        continue;
      }
      try {
        const r = await bootstrapLoad(name, server);
        const why = problem(r);
        log(`${name}: ${figure(r)}${why ? ` (${why})` : ''}`);
        if (why) rows.push(failRow(name, why));
        else if (!baseline)
          rows.push({
            name,
            figure: figure(r),
            target: `no baseline; goal ≥ ${RATIO_GOAL}× bare`,
            ratio: '—',
            status: 'FAIL',
          });
        else {
          const ratio = r.requestsPerSec / baseline.requestsPerSec;
          rows.push({
            name,
            figure: figure(r),
            target: `${fmtInt(baseline.requestsPerSec)} req/s bare; goal ≥ ${RATIO_GOAL}×`,
            ratio: fmtRatio(ratio),
            status: ratio >= RATIO_GOAL ? 'PASS' : 'MISS',
          });
        }
      } catch (error) {
        log(`${name}: ${(error as Error).message}`);
        rows.push(failRow(name, 'could not run'));
      }
    }
  } finally {
    if (onPg.status === 'fulfilled') await onPg.value.stopAll();
  }
  return rows;
}
