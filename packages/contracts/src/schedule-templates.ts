/**
 * Payment schedule templates (issue 32): a named schedule rule kept in Settings ("50% to book,
 * balance 14 days before the wedding"). A quote's or invoice's schedule editor fills from one; the
 * document keeps its own copy, so editing or deleting a template changes no document.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { scheduleRuleSchema } from './money/schedule-schemas.ts';
import { QUOTE_LIMITS } from './quotes/limits.ts';

/** A template's name becomes the name of the schedule a quote offers, so it has the same bound. */
export const SCHEDULE_TEMPLATE_NAME_MAX = QUOTE_LIMITS.scheduleName;
/** More than a studio keeps, and few enough for the list to carry every rule in one answer. */
export const SCHEDULE_TEMPLATES_MAX = 50;

export const scheduleTemplateParamsSchema = z.strictObject({ id: z.uuid() });

export const createScheduleTemplateRequestSchema = z.strictObject({
  name: requiredText(SCHEDULE_TEMPLATE_NAME_MAX),
  rule: scheduleRuleSchema,
});
export type CreateScheduleTemplateRequest = z.input<typeof createScheduleTemplateRequestSchema>;

/** The whole template, on the version the page loaded (changed since: StaleVersion). */
export const updateScheduleTemplateRequestSchema = createScheduleTemplateRequestSchema.extend({
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UpdateScheduleTemplateRequest = z.input<typeof updateScheduleTemplateRequestSchema>;

export const scheduleTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  rule: scheduleRuleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScheduleTemplate = z.infer<typeof scheduleTemplateSchema>;

export const scheduleTemplateResponseSchema = envelope(scheduleTemplateSchema);
/** Every template with its rule (at most 50): the schedule editors fill from the list alone. */
export const scheduleTemplateListResponseSchema = envelope(
  z.object({ rows: z.array(scheduleTemplateSchema) }),
);
