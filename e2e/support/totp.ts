import { createHmac } from 'node:crypto';

/**
 * An authenticator app of the journeys' own: RFC 6238 TOTP (HMAC-SHA-1, 30-second steps, 6 digits)
 * on node:crypto, with its own base32 decoding. Deliberately not the `otpauth` package the server
 * uses, so a mistake in how the server reads or writes secrets cannot cancel itself out here.
 */
const STEP_SECONDS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, as an authenticator app reads a typed secret: spaces, dashes, padding and case ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not a base32 character: ${JSON.stringify(char)}`);
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP: the dynamic truncation of HMAC-SHA-1 over the 8-byte big-endian counter. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in (RFC 6238: T0 = 0, X = 30 s). */
export const stepAt = (ms = Date.now()) => Math.floor(ms / 1000 / STEP_SECONDS);

/** The code of a base32 secret at a time step. */
export const codeAtStep = (secret: string, step: number, digits = 6) =>
  hotp(base32Decode(secret), step, digits);

/**
 * The phone's app as a journey uses it. The server takes each code once and allows one step of
 * drift, so the app hands out the code of a step later than any it gave before: the current step,
 * or the next one (accepted as drift), or it waits until a later one is near.
 */
export class AuthenticatorApp {
  /** The latest step a code was handed out for. */
  lastStep = -1;

  readonly secret: string;

  constructor(secret: string) {
    this.secret = secret;
  }

  /** A code of a step no earlier code came from (marks it used). */
  async freshCode(): Promise<string> {
    const step = Math.max(stepAt(), this.lastStep + 1);
    // Within one step of drift only: wait until the clock reaches the step before it.
    const startOfPrevious = (step - 1) * STEP_SECONDS * 1000;
    if (Date.now() < startOfPrevious)
      await new Promise((r) => setTimeout(r, startOfPrevious - Date.now() + 50));
    this.lastStep = step;
    return codeAtStep(this.secret, step);
  }
}
