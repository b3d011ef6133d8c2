import type { DueAnchor, DueUnit, InstalmentRule, ScheduleRule } from '@focal/contracts/money/schedule-rule';
import { moneyText, percentText, readMoney, readPercent, readWhole } from './amounts';

// A payment schedule's instalments as typed: the quote's schedules, the invoice's schedule and the
// templates of Settings → Payment schedules all edit these rows, and read them into a rule here.

export type AmountKind = 'fixed' | 'percent' | 'balance';
export type DueKind = 'on-acceptance' | 'relative' | 'fixed-date';

export type InstalmentDraft = {
  key: string;
  /** Its name on the documents ("Deposit"); empty: "Instalment n". */
  label: string;
  amountKind: AmountKind;
  /** The amount in the currency, or the percentage. */
  amount: string;
  dueKind: DueKind;
  offset: string;
  unit: DueUnit;
  direction: 'before' | 'after';
  anchor: DueAnchor;
  date: string;
};

let next = 0;
/** A fresh key for a row React keeps by it (an instalment, a quote's schedule). */
export const draftKey = () => `schedule-${++next}`;

export const newInstalment = (amountKind: AmountKind = 'balance'): InstalmentDraft => ({
  key: draftKey(),
  label: '',
  amountKind,
  amount: '',
  dueKind: 'on-acceptance',
  offset: '14',
  unit: 'days',
  direction: 'before',
  anchor: 'main-date',
  date: '',
});

/** The two schedules every editor offers built in, beside the company's templates (not stored). */
export const SCHEDULE_PRESETS = {
  full: 'Pay in full',
  half: '50% now, balance 14 days before the main date',
} as const;
export type SchedulePreset = keyof typeof SCHEDULE_PRESETS;

export function presetInstalments(preset: SchedulePreset): InstalmentDraft[] {
  if (preset === 'full') return [newInstalment()];
  return [
    { ...newInstalment('percent'), amount: '50' },
    { ...newInstalment(), dueKind: 'relative', offset: '14', direction: 'before', anchor: 'main-date' },
  ];
}

/** A rule (a document's, or a template's) as rows to edit; fixed amounts in the currency's digits. */
export function instalmentsOf(rule: ScheduleRule, currency: string): InstalmentDraft[] {
  return rule.instalments.map(({ amount, due, label }) => ({
    ...newInstalment(amount.kind),
    label: label ?? '',
    amount:
      amount.kind === 'fixed'
        ? moneyText(amount.minor, currency)
        : amount.kind === 'percent'
          ? percentText(amount.basisPoints)
          : '',
    dueKind: due.kind,
    ...(due.kind === 'relative' && {
      offset: String(due.amount),
      unit: due.unit,
      direction: due.direction,
      anchor: due.anchor,
    }),
    ...(due.kind === 'fixed-date' && { date: due.date }),
  }));
}

export type ScheduleReadTexts = { amount: string; percent: string; whole: string };

/**
 * The rule as it is sent; a number that cannot be read is an error at its path (`path` is where the
 * rule sits: `schedule`, `schedules.0.rule`, `rule`; then `.instalments.1.amount.minor`) and reads
 * as 0 for now.
 */
export function readInstalments(
  drafts: InstalmentDraft[],
  path: string,
  currency: string,
  errors: Record<string, string>,
  texts: ScheduleReadTexts,
): { instalments: (Pick<InstalmentRule, 'amount' | 'due'> & { label?: string })[] } {
  const instalments = drafts.map((item, index) => {
    const at = `${path}.instalments.${index}`;
    let amount: InstalmentRule['amount'] = { kind: 'balance' };
    if (item.amountKind === 'fixed') {
      const minor = readMoney(item.amount, currency);
      if (minor === null) errors[`${at}.amount.minor`] = texts.amount;
      amount = { kind: 'fixed', minor: minor ?? 0 };
    } else if (item.amountKind === 'percent') {
      const basisPoints = readPercent(item.amount);
      if (basisPoints === null) errors[`${at}.amount.basisPoints`] = texts.percent;
      amount = { kind: 'percent', basisPoints: basisPoints ?? 0 };
    }
    let due: InstalmentRule['due'] = { kind: 'on-acceptance' };
    if (item.dueKind === 'fixed-date') due = { kind: 'fixed-date', date: item.date };
    if (item.dueKind === 'relative') {
      const offset = readWhole(item.offset);
      if (offset === null) errors[`${at}.due.amount`] = texts.whole;
      due = {
        kind: 'relative',
        amount: offset ?? 0,
        unit: item.unit,
        direction: item.direction,
        anchor: item.anchor,
      };
    }
    const label = item.label.trim();
    return { amount, due, ...(label && { label }) };
  });
  return { instalments };
}
