/**
 * Payment reminders (issue 33): the days before an instalment is due, and after it is overdue, on
 * which the studio's client is mailed a reminder (each once), and the switch that stops them all.
 * Settings → Payment reminders and the server read these; the daily job sends them.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

export const PAYMENT_REMINDER_LIMITS = {
  /** 0 is the due day itself. */
  beforeMin: 0,
  beforeMax: 60,
  afterMin: 1,
  afterMax: 90,
  /** More would read as nagging, and each is a mail to the client. */
  perKind: 5,
} as const;

/** What a company without a saved setting gets (migration 0044's column defaults). */
export const PAYMENT_REMINDER_DEFAULTS = { enabled: true, daysBefore: [3], daysAfter: [1, 7] } as const;

const L = PAYMENT_REMINDER_LIMITS;
export const PAYMENT_REMINDER_TEXTS = {
  daysBefore: `Choose up to ${L.perKind} different days, from ${L.beforeMin} (the due day) to ${L.beforeMax} days before.`,
  daysAfter: `Choose up to ${L.perKind} different days, from ${L.afterMin} to ${L.afterMax} days after.`,
} as const;

/** Up to `perKind` different whole days within [min, max]; one message on the list, whatever is wrong. */
const dayList = (min: number, max: number, message: string) =>
  z.array(z.number()).superRefine((days, context) => {
    const inRange = days.every((d) => Number.isInteger(d) && d >= min && d <= max);
    if (!inRange || days.length > L.perKind || new Set(days).size !== days.length)
      context.addIssue({ code: 'custom', message });
  });

export const paymentReminderSettingsSchema = z.strictObject({
  /** The version the form was loaded at (null: the defaults, never saved); a newer one is StaleVersion. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  enabled: z.boolean(),
  daysBefore: dayList(L.beforeMin, L.beforeMax, PAYMENT_REMINDER_TEXTS.daysBefore),
  daysAfter: dayList(L.afterMin, L.afterMax, PAYMENT_REMINDER_TEXTS.daysAfter),
});
export type PaymentReminderSettings = z.infer<typeof paymentReminderSettingsSchema>;

/** The setting in force (the defaults until one is saved), its days in ascending order. */
export const paymentReminderSettingsResponseSchema = envelope(
  z.object({
    /** When it was last saved; null while the defaults apply. */
    updatedAt: z.string().nullable(),
    enabled: z.boolean(),
    daysBefore: z.array(z.number().int()),
    daysAfter: z.array(z.number().int()),
  }),
);
