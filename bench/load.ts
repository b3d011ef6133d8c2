/**
 * The load generator, in a process of its own so it does not share an event loop with what it measures.
 *
 *   node bench/load.ts --url http://127.0.0.1:3000/ [--header 'authorization: Bearer …'] \
 *     [--connections 10] [--warmup 2] [--duration 10]
 *
 * Runs autocannon for the warm-up (results dropped), then for the measured duration, and prints one line
 * of JSON: { requestsPerSec, p50Ms, p99Ms, requests, non2xx, errors, timeouts, durationSec }.
 * Bounded: it stops by itself after warm-up + duration seconds.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

type Histogram = { average: number; p50: number; p99: number; total: number };
type Result = {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  timeout?: number;
}) => Promise<Result>;

// autocannon ships no types; load it through require and describe the little we use above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    header: { type: 'string', multiple: true, default: [] },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    duration: { type: 'string', default: '10' },
  },
});
if (!values.url) {
  console.error(
    'usage: node bench/load.ts --url URL [--header "name: value"] [--connections N] [--warmup S] [--duration S]',
  );
  process.exit(2);
}
const headers: Record<string, string> = {};
for (const header of values.header) {
  const colon = header.indexOf(':');
  if (colon < 1) {
    console.error(`bad --header ${JSON.stringify(header)}: expected "name: value"`);
    process.exit(2);
  }
  headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
}
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const duration = Number(values.duration);
const run = (seconds: number) =>
  autocannon({ url: values.url!, connections, duration: seconds, headers, timeout: 10 });

if (warmup > 0) await run(warmup);
const result = await run(duration);
console.log(
  JSON.stringify({
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSec: result.duration,
  }),
);
