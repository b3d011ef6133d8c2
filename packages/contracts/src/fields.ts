import { z } from 'zod';
import { COUNTRY_CODES } from './countries.ts';
import {
  INVALID_COUNTRY,
  INVALID_CURRENCY,
  INVALID_EMAIL,
  INVALID_TIME_ZONE,
  passwordTooLong,
  passwordTooShort,
  REQUIRED,
  tooLong,
} from './messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';

/** A required text: trimmed, not only spaces, bounded. */
export const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, tooLong(max));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailField = (max = 254) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, tooLong(max))
    .regex(EMAIL_PATTERN, INVALID_EMAIL)
    .transform((email) => email.toLowerCase());

/** Never trimmed or truncated: what the user typed is what is hashed. */
export const passwordField = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN_LENGTH, passwordTooShort(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, passwordTooLong(PASSWORD_MAX_LENGTH));

const countrySet = new Set<string>(COUNTRY_CODES);
export const countryField = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .refine((code) => countrySet.has(code), INVALID_COUNTRY);

const currencySet = new Set(Intl.supportedValuesOf('currency'));
export const currencyField = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .refine((code) => currencySet.has(code), INVALID_CURRENCY);

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
};
export const timeZoneField = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .refine(isTimeZone, INVALID_TIME_ZONE);
