import { describe, expect, it } from 'vitest';
import { acceptedStep, codeAt, newSecret, otpauthUrl } from './totp.ts';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890" (base32 below), 8 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('gives the RFC code at %i s', (seconds, code) => {
    expect(codeAt(RFC_SECRET, seconds * 1000, 8)).toBe(code);
    // Six digits are the last six of the same truncation.
    expect(codeAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it('accepts the current step and one step of drift either side, and nothing further', () => {
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, now), null, now)).toBe(step);
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, now - 30_000), null, now)).toBe(step - 1);
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, now + 30_000), null, now)).toBe(step + 1);
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, now - 60_000), null, now)).toBeNull();
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, now + 60_000), null, now)).toBeNull();
  });

  it('refuses a code of a step already used, or of an earlier one', () => {
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 30_000);
    const code = codeAt(RFC_SECRET, now);
    expect(acceptedStep(RFC_SECRET, code, step, now)).toBeNull();
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, now - 30_000), step, now)).toBeNull();
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, now + 30_000), step, now)).toBe(step + 1);
  });

  it('makes 160-bit secrets, each different, and an otpauth address apps read', () => {
    const secrets = new Set(Array.from({ length: 50 }, newSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(RFC_SECRET, 'ada@lumen.studio'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(url.searchParams.get('issuer')).toBe('Focal');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toBe('/Focal:ada@lumen.studio');
  });
});
