import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Which API test files run on both engines. Every API test file runs on a real PostgreSQL server;
 * a file runs on the embedded PGlite too only when one of its first lines declares why the engine
 * matters to it:
 *
 *   // engine-dependent: two workers race for one task on one connection (PGlite) and on a pool.
 *
 * What qualifies: migrations and `db/`, the job workers, LISTEN/NOTIFY, locks, parallel requests
 * (PGlite runs one connection, so races and waits differ), search (pg_trgm), seeds and process
 * start-up. vitest.config.ts builds the `api-pglite` project from this list and `npm test` prints it.
 */
const ENGINE_MARKER = /^\/\/ engine-dependent:(.*)$/m;
const HEAD_LINES = 12;

export type EngineDependentFile = { file: string; reason: string };

function apiTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : apiTestFiles(path);
    return entry.name.endsWith('.api.test.ts') ? [path] : [];
  });
}

/** The declared files under `srcDir`, relative to `root`; a marker without a reason is an error. */
export function engineDependentFiles(root: string, srcDir: string): EngineDependentFile[] {
  return apiTestFiles(srcDir)
    .sort()
    .flatMap((path) => {
      const head = readFileSync(path, 'utf8').split('\n').slice(0, HEAD_LINES).join('\n');
      const match = ENGINE_MARKER.exec(head);
      if (!match) return [];
      const reason = match[1]!.trim();
      const file = relative(root, path);
      if (reason.length < 10) {
        throw new Error(`${file}: "// engine-dependent:" must say why the engine matters to the file`);
      }
      return [{ file, reason }];
    });
}
