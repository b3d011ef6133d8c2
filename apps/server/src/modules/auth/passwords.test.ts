import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters and verifies only the same password', async () => {
    const hash = await hashPassword('a quiet lighthouse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a quiet lighthouse')).toBe(true);
    expect(await verifyPassword(hash, 'a quiet lighthouse ')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('knows the most common passwords, in any case, and not a good passphrase', async () => {
    expect(await isCommonPassword('password123')).toBe(true);
    expect(await isCommonPassword('Qwertyuiop')).toBe(true);
    expect(await isCommonPassword('correct horse battery staple')).toBe(false);
  });
});
