import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets at rest: AES-256-GCM under the configured TWO_FACTOR_KEY, a fresh 96-bit IV
 * each time, stored as base64url of iv | tag | ciphertext. A copy of the database alone opens none.
 * The user id is the additional data, so a ciphertext moved to another user's row fails to open.
 */
export function sealSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the key is not the one that sealed it, or the text was changed or moved. */
export function openSecret(key: Buffer, userId: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
