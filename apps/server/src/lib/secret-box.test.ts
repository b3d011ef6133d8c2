import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveSecretKey, openSecret, sealSecret } from './secret-box.ts';

describe('authenticator secrets at rest', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never stores the secret in clear', () => {
    const sealed = sealSecret(key, 'user-1', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, 'user-1', sealed)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same secret seals differently.
    expect(sealSecret(key, 'user-1', 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses another key, another user row and a changed byte', () => {
    const sealed = sealSecret(key, 'user-1', 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret(randomBytes(32), 'user-1', sealed)).toThrow();
    expect(() => openSecret(key, 'user-2', sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => openSecret(key, 'user-1', bytes.toString('base64url'))).toThrow();
  });
});

describe('keys derived per purpose', () => {
  it('differ from the root key, are stable, and open nothing the root key sealed', () => {
    const root = randomBytes(32);
    const mail = deriveSecretKey(root, 'company-mail-secrets');
    expect(mail).toHaveLength(32);
    expect(mail.equals(root)).toBe(false);
    expect(deriveSecretKey(root, 'company-mail-secrets').equals(mail)).toBe(true);
    const sealed = sealSecret(root, 'company-1', 'smtp password');
    expect(() => openSecret(mail, 'company-1', sealed)).toThrow();
  });
});
