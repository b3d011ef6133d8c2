import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { lockDataDir } from './process-lock.ts';
import { createRuntime } from './runtime.ts';

const SCRIPT = fileURLToPath(new URL('./create-admin.ts', import.meta.url));
const PASSWORD = 'Kestrel-harbour-lantern-42';
const dataDir = mkdtempSync(join(tmpdir(), 'focal-create-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run create-admin` as a child process over DATA_DIR, the password piped on stdin. */
function createAdmin(args: string[], stdin: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [SCRIPT, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out })),
  );
}

describe('npm run create-admin', () => {
  it(
    'creates an administrator who can then sign in, and never prints the password',
    { timeout: 120_000 },
    async () => {
      const weak = await createAdmin(['--email', 'root@example.test', '--name', 'Root'], 'password\n');
      expect(weak.code).toBe(1);
      expect(weak.out).toMatch(/Password: .*common/);

      const made = await createAdmin(
        ['--email', 'Root@Example.test', '--name', 'Root Admin'],
        `${PASSWORD}\n`,
      );
      expect(made.code, made.out).toBe(0);
      expect(made.out).toContain('Administrator root@example.test created');
      expect(made.out).not.toContain(PASSWORD);

      // While a server holds the embedded database, the script touches nothing.
      const release = lockDataDir(dataDir);
      try {
        const held = await createAdmin(['--email', 'late@example.test', '--name', 'Late'], `${PASSWORD}\n`);
        expect(held.code).toBe(1);
        expect(held.out).toContain('is using DATA_DIR');
      } finally {
        release();
      }

      // Asked for everything when no flag is given; an address taken is refused.
      const twice = await createAdmin([], `root@example.test\nAgain\n${PASSWORD}\n`);
      expect(twice.code).toBe(1);
      expect(twice.out).toContain('exists already');

      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: join(tmpdir(), 'focal-no-web-build'),
      });
      const runtime = await createRuntime(config, { queue: false });
      try {
        const app = await buildApp(runtime.deps, { logger: false });
        const login = await app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { email: 'root@example.test', password: PASSWORD },
        });
        expect(login.statusCode, login.body).toBe(200);
        await app.close();
      } finally {
        await runtime.close();
      }
    },
  );
});
