import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON } from '@focal/contracts';
import { AppError } from '../../http/app-error.ts';
import { limitConcurrency } from '../../lib/limit-concurrency.ts';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Argon2 runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), which file reads, zlib,
 * dns.lookup and async crypto share, and each hash keeps a core busy for tens of milliseconds.
 * Unbounded, 200 sign-ins at once filled the pool and both cores and stalled every other request
 * for seconds. So hashes queue here: at most one per core but one, and never the whole pool, which
 * leaves the event loop a core and the pool a thread (bench: sign-in storm).
 */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const HASHING_SLOTS = Math.max(1, Math.min(availableParallelism() - 1, threadPool - 1));
const hashing = limitConcurrency(HASHING_SLOTS);

export const hashPassword = (password: string) => hashing(() => hash(password, ARGON2));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when there is no account, so timing does not reveal one. */
export async function verifyNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('focal-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

let common: Promise<Set<string>> | undefined;
/**
 * The 30,000 most common passwords (zxcvbn's list), those long enough to pass the length rule.
 * Loaded on first use: decompressing the list at import would slow every start.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .filter((p) => p.length >= PASSWORD_MIN_LENGTH)
          .map((p) => p.toLowerCase()),
      ),
  );
  return (await common).has(password.toLowerCase());
}

export async function assertAcceptablePassword(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError('ValidationFailed', 'Please choose another password', PASSWORD_TOO_COMMON, {
      data: { fields: { [field]: PASSWORD_TOO_COMMON } },
    });
  }
}
