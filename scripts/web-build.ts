import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/public',
  'packages/contracts/src',
];

function newestMtime(path: string): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when the web build is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  let built: number;
  try {
    built = statSync(join(root, 'apps/web/dist/build.json')).mtimeMs;
  } catch {
    return true;
  }
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

export function buildWeb(): void {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@focal/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed (npm run build -w @focal/web).');
}
