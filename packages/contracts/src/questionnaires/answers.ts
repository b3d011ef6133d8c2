/**
 * A questionnaire's answers (issue 34): one value per question id, checked against the question's
 * kind in the questionnaire's own sections (the snapshot taken when it was made). The portal's form
 * and the server share the checks (answer-checks.ts), so a refusal names the same path
 * (`answers.<questionId>`) on both sides.
 */
import { z } from 'zod';
import { multiLineText, singleLineText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import {
  ANSWER_FILE_TYPES,
  ANSWER_LIMITS,
  type AddressAnswer,
  type AnswerValue,
  type FileAnswer,
} from './answer-checks.ts';
import { QUESTIONNAIRE_LIMITS as L } from './limits.ts';

export * from './answer-checks.ts';

const addressPart = singleLineText()
  .trim()
  .max(ANSWER_LIMITS.addressPart, tooLong(ANSWER_LIMITS.addressPart));
export const addressAnswerSchema = z.strictObject({
  line1: addressPart.default(''),
  line2: addressPart.default(''),
  city: addressPart.default(''),
  region: addressPart.default(''),
  postalCode: addressPart.default(''),
  country: addressPart.default(''),
}) satisfies z.ZodType<AddressAnswer, unknown>;

/** An uploaded file (answer-checks.ts's FileAnswer). */
export const fileAnswerSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{64}\.bin$/, 'Upload the file again.'),
  name: singleLineText().trim().min(1).max(ANSWER_LIMITS.fileName, tooLong(ANSWER_LIMITS.fileName)),
  size: z.number().int().min(1).max(ANSWER_LIMITS.fileBytes),
  contentType: z.enum(ANSWER_FILE_TYPES),
}) satisfies z.ZodType<FileAnswer, unknown>;

/** Any one answer, before its question's kind is known (null clears it). */
export const answerValueSchema = z.union([
  multiLineText().max(ANSWER_LIMITS.longText, tooLong(ANSWER_LIMITS.longText)),
  z.number().min(-ANSWER_LIMITS.number).max(ANSWER_LIMITS.number),
  z.array(singleLineText().max(L.option, tooLong(L.option))).max(L.options),
  addressAnswerSchema,
  fileAnswerSchema,
]) satisfies z.ZodType<AnswerValue, unknown>;

/** The answers a save sends: the questions changed since the last save, null for one cleared. */
export const answersPatchSchema = z
  .record(z.uuid(), answerValueSchema.nullable())
  .refine((patch) => Object.keys(patch).length <= L.questions, `At most ${L.questions} answers.`);
export type AnswersPatch = z.input<typeof answersPatchSchema>;
