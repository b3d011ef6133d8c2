/** The web build the login page weight measures and `npm start` checks. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { webBuildIsStale } from '../../scripts/web-build.ts';
import { log } from './report.ts';
import { ROOT, runToEnd, tail } from './processes.ts';

export const DIST = join(ROOT, 'apps/web/dist');
export { webBuildIsStale };

export type WebBuild = { ok: true; note: string } | { ok: false; reason: string };

/** Builds the web app when its build is missing or older than its sources (as `npm start` does). */
export async function prepareWebBuild(): Promise<WebBuild> {
  let note = 'the build in apps/web/dist is up to date';
  if (webBuildIsStale()) {
    log('the web build is missing or stale: npm run build -w @focal/web …');
    const started = performance.now();
    const result = await runToEnd('web build', 'npm', ['run', 'build', '-w', '@focal/web'], {
      timeoutMs: 150_000,
    });
    if (!result.ok) {
      const why = result.timedOut ? 'timed out after 150 s' : `exit ${result.code}`;
      return {
        ok: false,
        reason: `npm run build -w @focal/web failed (${why}):\n${tail(result.output, 25)}`,
      };
    }
    note = `built in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  }
  for (const file of ['index.html', 'build.json']) {
    if (!existsSync(join(DIST, file)))
      return { ok: false, reason: `apps/web/dist/${file} is missing after the build` };
  }
  return { ok: true, note };
}
