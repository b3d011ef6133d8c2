import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@focal/contracts/two-factor-constants';
import { hashToken } from '../../lib/secrets.ts';

/**
 * 32 symbols without 0/O and 1/I (read aloud or copied from paper without doubt): each random byte
 * gives one symbol by its low 5 bits, unbiased; 12 symbols carry 60 bits.
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_LENGTH = 12;

/** A new code as shown: XXXX-XXXX-XXXX. */
function newRecoveryCode(): string {
  const symbols = [...randomBytes(CODE_LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
  return symbols.match(/.{4}/g)!.join('-');
}

/** A setup's ten codes, all different. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * What is stored and looked up: SHA-256 of the code upper-cased without dashes or spaces (the
 * contract's recoveryCodeField hands it over so). 60 random bits need no slow hash.
 */
export const hashRecoveryCode = (code: string) => hashToken(code.replace(/[\s-]/g, '').toUpperCase());
