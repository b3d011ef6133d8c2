import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Creates a new embedded data directory (PostgreSQL's initdb) in a short-lived child process. Done in
 * the server's own process, initdb leaves some 250 MB of WebAssembly memory and buffers behind for
 * the process's whole life; in a child it is all returned when the child exits. A directory that
 * already holds a cluster (PG_VERSION) is left alone.
 */
export async function initDataDirApart(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script =
    `const { PGlite } = await import(${JSON.stringify(pglite)});` +
    `const db = await PGlite.create({ dataDir: process.argv[1] }); await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dataDir], {
    timeout: 120_000,
  });
}
