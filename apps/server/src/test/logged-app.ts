import { Writable } from 'node:stream';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../deps.ts';

/**
 * An app over the test's deps that logs into memory at `level`, for a test that reads the log back:
 * `log()` is everything written so far. The caller closes `app`.
 */
export async function loggedApp(deps: AppDeps, level = 'info') {
  let written = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  const app = await buildApp({ ...deps, config: { ...deps.config, logLevel: level } }, { logStream: sink });
  return { app, log: () => written };
}
