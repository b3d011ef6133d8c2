import * as OTPAuth from 'otpauth';
import { TWO_FA_CODE_LENGTH } from '@focal/contracts/two-factor-constants';

/**
 * RFC 6238 as authenticator apps implement it: HMAC-SHA-1, 30-second steps, 6 digits. A code is
 * accepted for the current step or one step either side (a phone's clock drifts), and only for a
 * step later than the last accepted one, so no code opens twice.
 */
export const TOTP_PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
/** 160 bits, RFC 4226's recommended length, from the system's cryptographic source. */
const SECRET_BYTES = 20;
const ISSUER = 'Focal';

const totpOf = (base32: string, label = '', digits = TWO_FA_CODE_LENGTH) =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(base32),
  });

/** A new secret in base32, as apps take it typed in. */
export const newSecret = () => new OTPAuth.Secret({ size: SECRET_BYTES }).base32;

/** The otpauth:// address of the QR image: issuer Focal, the account's email as its label. */
export const otpauthUrl = (base32: string, email: string) => totpOf(base32, email).toString();

/** The code of `timestamp` (ms); `digits` other than 6 only for the RFC's 8-digit test vectors. */
export const codeAt = (base32: string, timestamp: number, digits = TWO_FA_CODE_LENGTH) =>
  totpOf(base32, '', digits).generate({ timestamp });

/**
 * The time step the code belongs to when it is right for now (within the drift) and newer than
 * `lastUsedStep`; null otherwise. The caller stores the step (compare-and-set) before trusting it.
 */
export function acceptedStep(
  base32: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
