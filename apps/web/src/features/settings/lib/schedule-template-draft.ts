import type { CreateScheduleTemplateRequest, ScheduleTemplate } from '@focal/contracts/schedule-templates';
import {
  type InstalmentDraft,
  instalmentsOf,
  presetInstalments,
  readInstalments,
} from '../../../shared/documents/schedule-draft';
import { settingsMessages } from '../messages';

const texts = settingsMessages.paymentSchedules;

export type TemplateDraft = { name: string; instalments: InstalmentDraft[] };

/** A new template starts as one payment of the balance on acceptance; an edit from its rule. */
export const templateDraftOf = (template: ScheduleTemplate | undefined, currency: string): TemplateDraft =>
  template
    ? { name: template.name, instalments: instalmentsOf(template.rule, currency) }
    : { name: '', instalments: presetInstalments('full') };

/** The body to send, or the fields that cannot be read (the rule's own checks are the server's). */
export function readTemplateDraft(draft: TemplateDraft, currency: string) {
  const errors: Record<string, string> = {};
  const rule = readInstalments(draft.instalments, 'rule', currency, errors, {
    amount: texts.amountInvalid,
    percent: texts.percentInvalid,
    whole: texts.wholeInvalid,
  });
  const body: CreateScheduleTemplateRequest = { name: draft.name, rule };
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

