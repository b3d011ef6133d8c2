/**
 * A throwaway PostgreSQL cluster for tests: a fresh data directory in a temporary folder, a free port on
 * 127.0.0.1, durability off (fsync, synchronous_commit, full_page_writes), and a trust-authenticated
 * superuser `focal`. Stopped and removed on stop(), on process exit, on SIGINT/SIGTERM/SIGHUP, and by a
 * watchdog when the owning process dies outright (SIGKILL).
 *
 *   import { startCluster } from './pg-cluster.ts';   // library
 *   node scripts/pg-cluster.ts                         // CLI: prints the URL, runs until SIGINT/SIGTERM
 *
 * PostgreSQL's binaries refuse to run as root, so as root they run as the `postgres` user. They are
 * spawned with that uid/gid directly rather than through `su -c`: su starts the command in a new session,
 * out of reach of the process-group kill that a stop in the middle of initdb needs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { freePort } from '../packages/test-kit/src/ports.ts';

export type Cluster = { url: string; dir: string; stop(): Promise<void> };

const INSTALL_HINT = 'Install the PostgreSQL server: apt-get install postgresql';
const BINARIES = ['initdb', 'pg_ctl', 'postgres'] as const;
const SUPERUSER = 'focal';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The directory holding initdb, pg_ctl and postgres: from the PATH first, else the newest Debian install. */
export function findPgBinDir(): string {
  const hasAll = (dir: string) => BINARIES.every((b) => existsSync(join(dir, b)));
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const initdb = join(dir, 'initdb');
    if (!existsSync(initdb)) continue;
    // /usr/local/bin/initdb may be a symlink into /usr/lib/postgresql/N/bin: use the real directory.
    const realDir = dirname(realpathSync(initdb));
    if (hasAll(realDir)) return realDir;
    if (hasAll(dir)) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => hasAll(join(root, v, 'bin')))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  throw new Error(
    `PostgreSQL server binaries (${BINARIES.join(', ')}) were not found on the PATH nor under ` +
      `/usr/lib/postgresql/*/bin. ${INSTALL_HINT}`,
  );
}

/** Who runs the binaries: the `postgres` user when we are root, else ourselves (undefined). */
type Owner = { uid: number; gid: number; home: string } | undefined;

function postgresUser(): NonNullable<Owner> {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid, , home] = line?.split(':') ?? [];
  if (!uid || !gid) {
    throw new Error(
      `PostgreSQL refuses to run as root and there is no 'postgres' user to run it as. ${INSTALL_HINT} ` +
        `(it creates that user), or run the tests as a non-root user.`,
    );
  }
  return { uid: Number(uid), gid: Number(gid), home: home || '/' };
}

const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

function spawnOptions(owner: Owner, cwd: string) {
  if (!owner) return { cwd };
  const env = { ...process.env, HOME: owner.home, USER: 'postgres', LOGNAME: 'postgres' };
  return { cwd, uid: owner.uid, gid: owner.gid, env };
}

/** initdb or pg_ctl still running, each in its own process group, so that a stop can end them first. */
const inflight = new Set<ChildProcess>();

function killInflight() {
  for (const child of inflight) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  inflight.clear();
}

function run(owner: Owner, cwd: string, file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...spawnOptions(owner, cwd),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    inflight.add(child);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (error) => {
      inflight.delete(child);
      reject(error);
    });
    // 'exit', not 'close': a daemon started by pg_ctl must not keep us waiting on an inherited pipe.
    child.on('exit', (code, signal) => {
      inflight.delete(child);
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`${file} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output.trim()}`),
        );
    });
  });
}

function runSync(owner: Owner, cwd: string, file: string, args: string[]): void {
  spawnSync(file, args, { ...spawnOptions(owner, cwd), stdio: 'ignore', timeout: 15_000 });
}

/**
 * A detached shell that outlives us if we are killed outright (SIGKILL, a crash the exit hook cannot see):
 * once our process is gone, it stops the cluster and removes its directory. Cancelled by a normal stop.
 * It runs as the cluster's owner, so it watches /proc rather than `kill -0` (which a non-root user cannot
 * send to a root process).
 */
function startWatchdog(owner: Owner, dir: string, pgCtl: string, data: string): { cancel(): void } {
  const stop = [pgCtl, '-D', data, '-m', 'immediate', '-w', 'stop'].map(shellQuote).join(' ');
  // An initdb cut short may still be writing for a moment: retry until the directory is gone (30 s at most).
  const script = [
    'while [ -d "/proc/$1" ]; do sleep 1; done',
    'i=0',
    'while [ -e "$2" ] && [ "$i" -lt 30 ]; do',
    `  if [ -e "$2/data/postmaster.pid" ]; then ${stop} >/dev/null 2>&1; fi`,
    '  rm -rf "$2" 2>/dev/null',
    '  if [ -e "$2" ]; then sleep 1; fi',
    '  i=$((i + 1))',
    'done',
  ].join('\n');
  const child = spawn('/bin/sh', ['-c', script, 'pg-cluster-watchdog', String(process.pid), dir], {
    ...spawnOptions(owner, dir),
    detached: true,
    stdio: 'ignore',
  });
  child.on('error', () => {});
  child.unref();
  return {
    cancel() {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    },
  };
}

const readLog = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-20).join('\n');
  } catch {
    return '(no server log)';
  }
};

export async function startCluster(): Promise<Cluster> {
  const binDir = findPgBinDir();
  const owner: Owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  // As root, TMPDIR may point somewhere the postgres user cannot reach; /tmp it can.
  const dir = mkdtempSync(join(owner ? '/tmp' : tmpdir(), 'focal-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const pgCtl = join(binDir, 'pg_ctl');

  let stopped = false;
  const running = () => existsSync(join(data, 'postmaster.pid'));
  const watchdog = startWatchdog(owner, dir, pgCtl, data);
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    const interrupted = inflight.size > 0;
    killInflight();
    if (running()) runSync(owner, dir, pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      /* an initdb being killed may still be writing: the watchdog finishes the job */
    }
    // A killed initdb or pg_ctl may still touch the directory: leave the watchdog to finish after we exit.
    if (!interrupted) watchdog.cancel();
  };
  const onExit = () => stopSync();
  const onSignal = (signal: NodeJS.Signals) => {
    stopSync();
    detach();
    // Nobody else handles it: behave as the signal's default would (terminate with it).
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const detach = () => {
    process.off('exit', onExit);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  process.on('exit', onExit);
  for (const signal of SIGNALS) process.on(signal, onSignal);

  try {
    const initdbArgs = [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      SUPERUSER,
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ];
    await run(owner, dir, join(binDir, 'initdb'), initdbArgs);
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-c listen_addresses=127.0.0.1`,
        `-c unix_socket_directories=${dir}`,
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      try {
        await run(owner, dir, pgCtl, ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
        break;
      } catch (error) {
        // Another process may have taken the port between our probe and the server's bind: try another.
        if (attempt < 5 && /could not (bind|create listen)/i.test(readLog(log))) continue;
        throw new Error(`${(error as Error).message}\n--- server log ---\n${readLog(log)}`, { cause: error });
      }
    }
    const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
    return {
      url,
      dir,
      async stop() {
        if (stopped) return;
        detach();
        stopped = true;
        try {
          if (running()) await run(owner, dir, pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
        } catch {
          runSync(owner, dir, pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
          watchdog.cancel();
        }
      },
    };
  } catch (error) {
    stopSync();
    detach();
    throw error;
  }
}

if (import.meta.main) {
  let cluster: Cluster;
  try {
    cluster = await startCluster();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(cluster.url);
  console.error(`PostgreSQL ${cluster.url} (data in ${cluster.dir}); stops on Ctrl-C or SIGTERM`);
  // Our own handlers take over from the library's, so that stop() runs once, cleanly, then we exit.
  for (const signal of SIGNALS) process.removeAllListeners(signal);
  const keepAlive = setInterval(() => {}, 1 << 30);
  const shutdown = async () => {
    clearInterval(keepAlive);
    await cluster.stop();
    process.exit(0);
  };
  for (const signal of SIGNALS) process.once(signal, shutdown);
}
