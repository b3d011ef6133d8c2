import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (authenticator secrets, SMTP passwords, Gmail refresh tokens): AES-256-GCM, a fresh
 * 96-bit IV each time, stored as base64url of iv | tag | ciphertext. A copy of the database alone
 * opens none. The additional data names the row the secret belongs to (a user id, a company id), so
 * a ciphertext moved to another row fails to open.
 */
export function sealSecret(key: Buffer, additionalData: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(additionalData));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the key is not the one that sealed it, or the text was changed or moved. */
export function openSecret(key: Buffer, additionalData: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(additionalData));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** What a derived key is for: one key per job, so no key is ever used raw for two. */
export type SecretPurpose = 'company-mail-secrets';

/**
 * A key for one purpose, derived from the configured root key (TWO_FACTOR_KEY) with HKDF-SHA256
 * and the purpose as its info label: the root key keeps sealing authenticator secrets as before,
 * and a key leaked from one purpose opens nothing of another.
 */
export function deriveSecretKey(rootKey: Buffer, purpose: SecretPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', rootKey, Buffer.alloc(0), `focal:${purpose}`, 32));
}
