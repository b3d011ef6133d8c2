import { z } from 'zod';
import { AppError } from '../http/app-error.ts';

/**
 * Header injection is impossible by construction: the outbox is written only with `MailHeaders`,
 * and the only way to get one is `mailHeaders()`, which refuses CR, LF and every other control
 * character (C0, DEL, C1, the Unicode line and paragraph separators) in every header field. A
 * subject like "Hi\r\nBcc: x@y" never reaches a row, so no transport ever sees it.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const headerText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL.test(value), 'must not contain line breaks or control characters');

const address = z
  .string()
  .trim()
  .max(254)
  .refine((value) => !CONTROL.test(value), 'must not contain line breaks or control characters')
  .pipe(z.email());

const mailHeadersSchema = z
  .object({
    to: address,
    /** RFC 5322 caps a line at 998 characters; a subject longer than a screen is a mistake anyway. */
    subject: headerText(500),
    replyTo: address.nullish(),
  })
  .brand<'MailHeaders'>();

export type MailHeaders = z.output<typeof mailHeadersSchema>;
export type MailHeadersInput = z.input<typeof mailHeadersSchema>;

/** The header fields, checked; a bad one is a 400 naming the field, never a row. */
export function mailHeaders(input: MailHeadersInput): MailHeaders {
  const parsed = mailHeadersSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'mail'), issue.message]),
  );
  throw new AppError('ValidationFailed', 'Invalid email', 'The email has a field it cannot be sent with.', {
    data: { fields },
  });
}

/** One address for From (a sender's, MAIL_FROM's): checked as the header fields are. */
export function checkedAddress(value: string, field = 'senderEmail'): string {
  const parsed = address.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('ValidationFailed', 'Invalid email', 'The sender address cannot be used.', {
    data: { fields: { [field]: parsed.error.issues[0]?.message ?? 'invalid' } },
  });
}

/** Free text made fit for a header: control characters become spaces, spaces collapse, cut at `max`. */
export const headerLine = (text: string, max: number) =>
  text.replace(new RegExp(CONTROL.source, 'g'), ' ').replace(/\s+/g, ' ').trim().slice(0, max);

/** A display name for From (a company's, a sender's): control characters become spaces. */
export const displayName = (name: string) => headerLine(name, 120);
