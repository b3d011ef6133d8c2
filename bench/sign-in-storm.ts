/**
 * Sign-in storm: GET /api/basic/bootstrap's p99 while 200 sign-ins run at once, beside its baseline
 * (the same requests with no sign-ins running). Goal: p99 under 250 ms during the storm (issue 10 §8:
 * 200 concurrent sign-ins once stalled every other request for up to 6 s).
 *
 * Its own server (embedded database, fresh data directory, TRUST_PROXY=1): each sign-in comes from its
 * own X-Forwarded-For address with an unknown email, so none is refused by a rate limit before its
 * argon2 check (an unknown email costs one check, as a wrong password does). Bootstrap is asked for
 * 50 times a second (open loop), for 4 s as the baseline and for as long as the storm lasts.
 * Run alone: `node bench/sign-in-storm.ts` (from the repository root).
 */
import { signIn, startFocal } from './lib/focal.ts';
import { type Row, fmtMs, fmtRatio, log, printTable } from './lib/report.ts';
import { cleanUp, makeTempDir } from './lib/processes.ts';

export const GOAL_MS = 250;
const SIGN_INS = 200;
/** 50 bootstraps a second, from the start of the measure to its end. */
const INTERVAL_MS = 20;
const BASELINE_MS = 4_000;

const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? NaN;
};

/**
 * Bootstrap latencies, one request every INTERVAL_MS whether or not the previous ones answered
 * (an open loop: a stalled server cannot slow the sampling down and hide its own stall), until
 * `done` says stop.
 */
async function bootstrapLatencies(url: string, token: string, done: () => boolean): Promise<number[]> {
  const pending: Promise<number>[] = [];
  const once = async () => {
    const began = performance.now();
    const res = await fetch(`${url}/api/basic/bootstrap`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bootstrap answered HTTP ${res.status}`);
    return performance.now() - began;
  };
  while (!done()) {
    pending.push(once());
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  return Promise.all(pending);
}

const signInFrom = (url: string, i: number) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${1 + (i % 250)}`,
    },
    body: JSON.stringify({ email: `storm-${i}@focal.test`, password: 'not-the-password' }),
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });

export async function signInStorm(): Promise<Row[]> {
  const server = await startFocal({
    name: 'Focal (sign-in storm)',
    env: { DATA_DIR: makeTempDir('storm'), TRUST_PROXY: '1' },
    timeoutMs: 120_000,
  });
  try {
    const token = await signIn(server.url);
    await bootstrapLatencies(
      server.url,
      token,
      (() => {
        const until = performance.now() + 1_000;
        return () => performance.now() > until;
      })(),
    ); // warm-up
    const baselineEnd = performance.now() + BASELINE_MS;
    const baseline = await bootstrapLatencies(server.url, token, () => performance.now() > baselineEnd);

    let stormDone = false;
    const began = performance.now();
    const storm = Promise.all(Array.from({ length: SIGN_INS }, (_, i) => signInFrom(server.url, i))).finally(
      () => (stormDone = true),
    );
    const during = await bootstrapLatencies(server.url, token, () => stormDone);
    const statuses = await storm;
    const stormMs = performance.now() - began;
    const refused = statuses.filter((s) => s !== 401).length;
    log(`${SIGN_INS} sign-ins took ${fmtMs(stormMs)}; ${refused} answered other than 401`);
    log(`bootstrap: ${baseline.length} requests idle, ${during.length} during the storm`);
    log(
      `slowest bootstrap: ${fmtMs(Math.max(...baseline))} idle, ${fmtMs(Math.max(...during))} during the storm`,
    );

    const base = p99(baseline);
    const figure = p99(during);
    return [
      {
        name: `Bootstrap p99, ${SIGN_INS} sign-ins running`,
        figure: fmtMs(figure),
        target: `baseline ${fmtMs(base)} (idle); goal < ${GOAL_MS} ms`,
        ratio: fmtRatio(figure / GOAL_MS),
        status: refused ? 'MISS' : figure < GOAL_MS ? 'PASS' : 'MISS',
      },
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  try {
    printTable(await signInStorm());
  } finally {
    await cleanUp();
  }
}
