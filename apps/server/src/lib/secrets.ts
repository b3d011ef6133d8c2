import { createHash, randomBytes } from 'node:crypto';

/** A random token for links and refresh tokens: 256 bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as hashes, so a database leak cannot be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
