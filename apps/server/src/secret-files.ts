import { randomBytes } from 'node:crypto';
import { copyFileSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, isAbsolute } from 'node:path';

/** A random secret of `bytes` bytes (base64url) made once in `path` (mode 0600) and read from there after. */
export function secretFile(path: string, bytes: number): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const secret = randomBytes(bytes).toString('base64url');
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/** Where the embedded default keeps the two-factor key: beside the database, as before issue 29. */
export const TWO_FACTOR_KEY_IN_DATA_DIR = 'two-factor-key';

/** Where the two-factor key was read from: the environment, or a file (inside DATA_DIR or not). */
export type TwoFactorKeySource = { kind: 'environment' } | { kind: 'file'; path: string; inDataDir: boolean };

/**
 * The file of the two-factor key (issue 29 §10): TWO_FACTOR_KEY_FILE, a path outside DATA_DIR so a
 * copy of the folder (a backup, a support bundle) does not carry the sealed secrets and their key
 * together; without it DATA_DIR/two-factor-key, today's default. A key file named for the first
 * time takes over the key already in DATA_DIR (moved, not made anew: a new key would leave every
 * sealed secret unreadable).
 */
export function twoFactorKeyFile(dataDir: string, keyFile: string | undefined) {
  const inDataDir = join(dataDir, TWO_FACTOR_KEY_IN_DATA_DIR);
  const path = keyFile ?? inDataDir;
  if (keyFile && !existsSync(keyFile) && existsSync(inDataDir)) {
    mkdirSync(dirname(keyFile), { recursive: true, mode: 0o700 });
    copyFileSync(inDataDir, keyFile, constants.COPYFILE_EXCL);
    rmSync(inDataDir);
  }
  const within = relative(dataDir, path);
  const source: TwoFactorKeySource = {
    kind: 'file',
    path,
    inDataDir: within === '' || (!within.startsWith('..') && !isAbsolute(within)),
  };
  return { secret: secretFile(path, 32), source };
}
