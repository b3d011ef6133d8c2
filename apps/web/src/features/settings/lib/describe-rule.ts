import type { ScheduleRule } from '@focal/contracts/money/schedule-rule';
import { percentText } from '../../../shared/documents/amounts';
import { formatMoney } from '../../../shared/format/format-money';
import { settingsMessages } from '../messages';

const texts = settingsMessages.paymentSchedules;

// Apart from the template draft: the list page reads a rule in words without the editor's code.
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
