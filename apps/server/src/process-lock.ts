import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process owns an embedded database: two writing one PGlite data directory corrupt it. Like
 * PostgreSQL's postmaster.pid, the owner keeps a lock file in DATA_DIR naming its pid and when it
 * started; a second start finds it and refuses. A lock whose process is gone (killed, crashed), or
 * whose pid now belongs to another process (the start time differs), is stale and taken over.
 */
export const LOCK_FILE = 'focal.pid';

type LockContent = { pid: number; startTime: string | null; startedAt: string; dataDir: string };

export class DataDirLockedError extends Error {}

/** The kernel's start time of a process (clock ticks since boot), which a reused pid does not share. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses: field 22 is the 20th.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process a lock names still runs, and is the one that wrote it. */
function holds(lock: LockContent): boolean {
  if (!Number.isInteger(lock.pid) || lock.pid <= 0 || lock.pid === process.pid) return false;
  if (!isAlive(lock.pid)) return false;
  const now = processStartTime(lock.pid);
  return now === null || lock.startTime === null || now === lock.startTime;
}

function readLock(path: string): LockContent | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockContent;
  } catch {
    return null; // gone meanwhile, or cut short by a crash while it was written
  }
}

/** Takes DATA_DIR for this process, or throws naming the process that holds it. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine: LockContent = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    startedAt: new Date().toISOString(),
    dataDir,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, `${JSON.stringify(mine)}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
    }
    const other = readLock(path);
    if (other && holds(other)) {
      throw new DataDirLockedError(
        `Another Focal (pid ${other.pid}, started ${other.startedAt}) is using DATA_DIR ${dataDir}.\n` +
          `Stop it first, or start this one with another DATA_DIR. (Lock file: ${path})`,
      );
    }
    unlinkSync(path);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (readLock(path)?.pid === process.pid) unlinkSync(path);
  };
}
