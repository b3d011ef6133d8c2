import { z } from 'zod';
import { singleLineText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import { parseCalendarDate } from './calendar-date.ts';
import { MoneyInputError } from './money-input-error.ts';
import { checkScheduleRule, SCHEDULE_LIMITS, SCHEDULE_MESSAGES } from './schedule-rule.ts';
import type { DueUnit, ScheduleRule } from './schedule-rule.ts';

const { wholeNumber, amountAboveZero, percentRange, invalidDate } = SCHEDULE_MESSAGES;
// The cross-field checks run on a well-formed value alone, so one mistake shows one message.
const whenWellFormed = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };
const whole = () => z.number({ error: wholeNumber }).int(wholeNumber);

const amountSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('fixed'), minor: whole().min(1, amountAboveZero) }),
  z.strictObject({
    kind: z.literal('percent'),
    basisPoints: whole().min(1, percentRange).max(10_000, percentRange),
  }),
  z.strictObject({ kind: z.literal('balance') }),
]);

const relativeSchema = z
  .strictObject({
    kind: z.literal('relative'),
    amount: whole().min(0, wholeNumber),
    unit: z.enum(['days', 'weeks', 'months']),
    direction: z.enum(['before', 'after']),
    anchor: z.enum(['main-date', 'booking-date']),
  })
  .refine(({ amount, unit }) => amount <= SCHEDULE_LIMITS.relative[unit], {
    ...whenWellFormed,
    path: ['amount'],
    error: (issue) => SCHEDULE_MESSAGES.tooFar((issue.input as { unit: DueUnit }).unit),
  });

/** A calendar day as 'YYYY-MM-DD', years 2000 to 2999 as the job's dates (`isoDateField`). */
const calendarDay = z
  .string({ error: invalidDate })
  .refine((text) => /^2\d{3}-/.test(text) && parseCalendarDate(text) !== null, invalidDate);

const dueSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('on-acceptance') }),
  relativeSchema,
  z.strictObject({ kind: z.literal('fixed-date'), date: calendarDay }),
]);

export const instalmentRuleSchema = z.strictObject({
  amount: amountSchema,
  due: dueSchema,
  // No transform ('' stays ''): a schedule is also part of answers, which zod encodes back.
  label: singleLineText()
    .trim()
    .max(SCHEDULE_LIMITS.labelLength, tooLong(SCHEDULE_LIMITS.labelLength))
    .optional(),
});

/**
 * A payment schedule (a template in Settings, or one a quote offers). Beyond the shapes, it runs
 * `checkScheduleRule`, so "the last is the balance" and "percentages within 100%" are written once
 * and reach the form as field errors.
 */
export const scheduleRuleSchema = z
  .strictObject({
    instalments: z
      .array(instalmentRuleSchema)
      .min(1, SCHEDULE_MESSAGES.noInstalments)
      .max(SCHEDULE_LIMITS.instalments, SCHEDULE_MESSAGES.tooManyInstalments),
  })
  .superRefine((rule, context) => {
    try {
      checkScheduleRule(rule);
    } catch (error) {
      if (!(error instanceof MoneyInputError)) throw error;
      context.addIssue({ code: 'custom', path: [...error.path], message: error.reason });
    }
  }, whenWellFormed) satisfies z.ZodType<ScheduleRule>;
