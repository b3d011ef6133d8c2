import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime, ROOT } from './web-build.ts';

/** Written beside the server's sources, so paths it derives from its own location stay the same. */
export const SERVER_BUNDLE = join(ROOT, 'apps/server/src/serve.bundle.js');
const SOURCES = ['apps/server/src', 'apps/server/package.json', 'packages/contracts/src'];

export function serverBundleIsStale(): boolean {
  let built: number;
  try {
    built = statSync(SERVER_BUNDLE).mtimeMs;
  } catch {
    return true;
  }
  return SOURCES.some(
    (source) => newestMtime(join(ROOT, source), (name) => name !== 'serve.bundle.js') > built,
  );
}

/**
 * One file for our code and drizzle-orm: resolving drizzle's ~450 modules against its 180 KB
 * package.json costs Node over half a second at every start. Other packages stay external (PGlite
 * and argon2 load files beside their own code).
 */
export async function bundleServer(): Promise<void> {
  const { build } = await import('rolldown');
  await build({
    input: join(ROOT, 'apps/server/src/serve.ts'),
    platform: 'node',
    external: (id) => !/^[./]/.test(id) && !id.startsWith('drizzle-orm') && !id.startsWith('@focal/'),
    output: { file: SERVER_BUNDLE, format: 'esm' },
    logLevel: 'warn',
  });
}

/**
 * The same in a child process, for the server's own process (`npm start`): rolldown's native binding
 * keeps its allocator's memory once it has bundled (about 150 MB resident, measured), which the server
 * would carry for its whole life.
 */
export function bundleServerApart(): void {
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Bundling the server failed (node scripts/server-bundle.ts).');
}

if (import.meta.main) await bundleServer();
