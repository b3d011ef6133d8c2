import { z } from 'zod';
import { COUNTRY_CODES } from './countries.ts';
import {
  INVALID_COUNTRY,
  INVALID_CURRENCY,
  INVALID_EMAIL,
  INVALID_CHARACTERS,
  INVALID_TIME_ZONE,
  INVALID_WEB_ADDRESS,
  passwordTooLong,
  passwordTooShort,
  REQUIRED,
  tooLong,
} from './messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';

// C0 controls and DEL: NUL alone makes PostgreSQL refuse the text (a 500 before these checks).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// A multi-line text keeps tab and line feed; carriage returns and the rest stay out.
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f]/;
/** No control character beyond what a multi-line text may hold (what the server checks everywhere). */
export const isMultiLineSafe = (v: string) => !MULTI_LINE_FORBIDDEN.test(v);

/**
 * Every string a request carries is built here: one line, no control characters (issue 10 §2).
 * The check comes first and stops the others, so the field shows this message, not a length one.
 */
export const singleLineText = () =>
  z
    .string({ error: REQUIRED })
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), { error: INVALID_CHARACTERS, abort: true });

/** A text that may span lines (an address, a note): tab and newline allowed, other controls not. */
export const multiLineText = () =>
  z.string({ error: REQUIRED }).refine(isMultiLineSafe, { error: INVALID_CHARACTERS, abort: true });

// Whitespace, format characters (zero-width space, joiners, BOM) and the blank letters that render
// as nothing: a name made only of these looks empty, so it counts as not filled in.
const INVISIBLE = /^[\s\p{Cc}\p{Cf}\p{Z}\u115f\u1160\u2800\u3164\uffa0]*$/u;
export const hasVisibleCharacter = (v: string) => !INVISIBLE.test(v);

/** A required text: trimmed, with something visible in it (spec 01 §5 'not only whitespace'), bounded. */
export const requiredText = (max: number) =>
  singleLineText()
    .trim()
    .min(1, REQUIRED)
    .refine(hasVisibleCharacter, { error: REQUIRED, abort: true })
    .max(max, tooLong(max));

/** A bounded one-line token, code or id as sent (never trimmed: it is compared as is). */
export const tokenText = (min: number, max: number) => singleLineText().min(min).max(max);

/** An optional one-line text: '' becomes null. */
export const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max, tooLong(max))
    .transform((v) => (v === '' ? null : v))
    .nullable();

const isHttpAddress = (v: string) => {
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

// A bare domain ('lumen.studio', 'lumen.studio:8080/about') has a dot before any colon and no '//';
// 'javascript:…' or 'data:…' has neither, so it keeps its scheme and is refused below. Written so
// that each character has one place in the pattern (the first dot after the first character splits
// the name; `?` and `#` start the rest): `[^:/\s]+\.[^:/\s]+`, the same language, tried every dot
// against every end, quadratic in the length (issue 29 §1).
const BARE_DOMAIN = /^[^:/\s][^:/\s.]*\.[^:/\s][^:/\s?#]*(?::\d+)?(?:[/?#].*)?$/;
/** What people type as their website: 'lumen.studio' means https://lumen.studio. */
const withScheme = (v: string) => (BARE_DOMAIN.test(v) ? `https://${v}` : v);

/** An optional web address that is stored and shown as a link: http(s) only, never javascript:. */
export const optionalWebAddress = (max: number) =>
  singleLineText()
    .trim()
    .max(max, tooLong(max))
    .transform(withScheme)
    .refine((v) => v === '' || isHttpAddress(v), INVALID_WEB_ADDRESS)
    .transform((v) => (v === '' ? null : v))
    .nullable();

// Something, @, then a domain with a dot after its first character: the first such dot splits it,
// so no two parts of the pattern can take the same characters (linear, issue 29 §1).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const emailField = (max = 254) =>
  singleLineText()
    .trim()
    .min(1, REQUIRED)
    .max(max, tooLong(max))
    .regex(EMAIL_PATTERN, INVALID_EMAIL)
    .transform((email) => email.toLowerCase());

/** Never trimmed or truncated: what the user typed is what is hashed. */
export const passwordField = singleLineText()
  .min(1, REQUIRED)
  .min(PASSWORD_MIN_LENGTH, passwordTooShort(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, passwordTooLong(PASSWORD_MAX_LENGTH));

const countrySet = new Set<string>(COUNTRY_CODES);
export const countryField = singleLineText()
  .min(1, REQUIRED)
  .refine((code) => countrySet.has(code), INVALID_COUNTRY);

const currencySet = new Set(Intl.supportedValuesOf('currency'));
export const currencyField = singleLineText()
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
export const timeZoneField = singleLineText().min(1, REQUIRED).refine(isTimeZone, INVALID_TIME_ZONE);

/** A calendar day, 'YYYY-MM-DD', between the years 2000 and 2999 (PostgreSQL refuses year 0). */
export const isoDateField = () =>
  singleLineText()
    .regex(/^2\d{3}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, 'Enter a real date');

/**
 * A moment someone schedules (an announcement, a notification, a trial's end), with its offset. Bounded: PostgreSQL has no year 0 (a 500), and a year like
 * 0001 came back from the database as 2001; no schedule of a live product lies outside these years.
 */
export const scheduledMoment = () =>
  z.iso.datetime({ offset: true }).refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year <= 2999;
  }, 'Choose a date between the years 2000 and 2999');

/** A yes/no query parameter, written 'true' or 'false' in the address, read as a boolean. */
export const booleanQuery = () => z.enum(['true', 'false']).transform((v) => v === 'true');

/** A yes/no query parameter that is false when left out. */
export const flagQuery = () =>
  z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true');
