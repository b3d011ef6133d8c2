import { statSync } from 'node:fs';
import { join } from 'node:path';
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
  // Loaded only when a bundle is made: rolldown's native binding would stay resident in the server.
  const { build } = await import('rolldown');
  await build({
    input: join(ROOT, 'apps/server/src/serve.ts'),
    platform: 'node',
    external: (id) => !/^[./]/.test(id) && !id.startsWith('drizzle-orm') && !id.startsWith('@focal/'),
    output: { file: SERVER_BUNDLE, format: 'esm' },
    logLevel: 'warn',
  });
}
