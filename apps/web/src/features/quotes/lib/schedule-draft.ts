import type { ScheduleRule } from '@focal/contracts/money/schedule-rule';
import type { QuoteContent } from '@focal/contracts/quotes/content';
import {
  draftKey,
  type InstalmentDraft,
  instalmentsOf,
  presetInstalments,
  readInstalments,
  SCHEDULE_PRESETS,
  type SchedulePreset,
  type ScheduleReadTexts,
} from '../../../shared/documents/schedule-draft';

// A quote offers up to two named schedules; their instalments are the shared schedule draft's.

export { SCHEDULE_PRESETS, type SchedulePreset };

export type ScheduleDraft = { key: string; name: string; instalments: InstalmentDraft[] };

export const presetSchedule = (preset: SchedulePreset): ScheduleDraft => ({
  key: draftKey(),
  name: SCHEDULE_PRESETS[preset],
  instalments: presetInstalments(preset),
});

/** A schedule the quote offers, or a template picked for it (its name becomes the schedule's). */
export const scheduleDraftOf = (
  schedule: { name: string; rule: ScheduleRule },
  currency: string,
): ScheduleDraft => ({
  key: draftKey(),
  name: schedule.name,
  instalments: instalmentsOf(schedule.rule, currency),
});

/**
 * A schedule as the content keeps it; a number that cannot be read is an error at its content path
 * (`schedules.0.rule.instalments.1.amount.minor`) and reads as 0 for now.
 */
export function readSchedule(
  draft: ScheduleDraft,
  path: string,
  currency: string,
  errors: Record<string, string>,
  texts: ScheduleReadTexts,
): QuoteContent['schedules'][number] {
  return {
    name: draft.name,
    rule: readInstalments(draft.instalments, `${path}.rule`, currency, errors, texts),
  };
}
