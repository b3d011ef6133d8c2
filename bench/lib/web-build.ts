/**
 * The web build. The login page weight is measured on a private build of the current sources (into a
 * temporary directory), so that nobody else's rebuild of apps/web/dist can swap the hashed files mid-run;
 * the cold start brings apps/web/dist itself up to date first, as `npm start` would.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { webBuildIsStale } from '../../scripts/web-build.ts';
import { log } from './report.ts';
import { ROOT, makeTempDir, runToEnd, tail } from './processes.ts';

const DIST = join(ROOT, 'apps/web/dist');
export { webBuildIsStale };

export type WebBuild = { ok: true; dir: string; note: string } | { ok: false; reason: string };

async function viteBuild(outDir?: string): Promise<WebBuild> {
  const args = ['run', 'build', '-w', '@focal/web'];
  if (outDir) args.push('--', '--outDir', outDir, '--emptyOutDir');
  const dir = outDir ?? DIST;
  const started = performance.now();
  const result = await runToEnd('web build', 'npm', args, { timeoutMs: 150_000 });
  if (!result.ok) {
    const why = result.timedOut ? 'timed out after 150 s' : `exit ${result.code}`;
    return { ok: false, reason: `npm ${args.join(' ')} failed (${why}):\n${tail(result.output, 25)}` };
  }
  for (const file of ['index.html', 'build.json']) {
    if (!existsSync(join(dir, file)))
      return { ok: false, reason: `${file} is missing from the build in ${dir}` };
  }
  return { ok: true, dir, note: `built in ${((performance.now() - started) / 1000).toFixed(1)} s` };
}

/** Builds the current web sources into a temporary directory (removed by cleanUp()). */
export async function privateWebBuild(): Promise<WebBuild> {
  log('npm run build -w @focal/web -- --outDir <temporary directory> …');
  return viteBuild(makeTempDir('web-dist'));
}

/** As `npm start` does: builds apps/web/dist when it is missing or older than its sources. */
export async function refreshDist(): Promise<WebBuild> {
  if (!webBuildIsStale()) return { ok: true, dir: DIST, note: 'apps/web/dist is up to date' };
  log('apps/web/dist is missing or older than its sources: npm run build -w @focal/web …');
  return viteBuild();
}
