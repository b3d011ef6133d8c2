import type { ScheduleRule } from '@focal/contracts/money/schedule-rule';
import type { CreateScheduleTemplateRequest, ScheduleTemplate } from '@focal/contracts/schedule-templates';
import { percentText } from '../../../shared/documents/amounts';
import {
  type InstalmentDraft,
  instalmentsOf,
  presetInstalments,
  readInstalments,
} from '../../../shared/documents/schedule-draft';
import { formatMoney } from '../../../shared/format/format-money';
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

/** "50% on acceptance · the balance 14 days before the main date": a template's rule in a line. */
export function describeRule(rule: ScheduleRule, currency: string): string {
  const s = texts.summary;
  return rule.instalments
    .map(({ amount, due }) => {
      const much =
        amount.kind === 'fixed'
          ? s.fixed(formatMoney(amount.minor, currency))
          : amount.kind === 'percent'
            ? s.percent(percentText(amount.basisPoints))
            : s.balance;
      const when =
        due.kind === 'on-acceptance'
          ? s.onAcceptance
          : due.kind === 'fixed-date'
            ? s.fixedDate(due.date)
            : s.relative(
                due.amount,
                s.units[due.unit][due.amount === 1 ? 0 : 1],
                due.direction,
                s.anchors[due.anchor],
              );
      return `${much} ${when}`;
    })
    .join(' · ');
}
