import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'apps/web/public',
  'packages/contracts/src',
];

/**
 * The newest modification time of the files below a path (names `keep` refuses are passed over).
 * Folders' own times do not count: writing the server bundle beside its sources changes theirs.
 */
export function newestMtime(path: string, keep: (name: string) => boolean = () => true): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path)
      .filter(keep)
      .map((name) => newestMtime(join(path, name), keep)),
  );
}

/** True when the web build is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  let built: number;
  try {
    built = statSync(join(ROOT, 'apps/web/dist/build.json')).mtimeMs;
  } catch {
    return true;
  }
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > built);
}

export function buildWeb(): void {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@focal/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed (npm run build -w @focal/web).');
}
