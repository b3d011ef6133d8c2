import { parseCalendarDate } from './calendar-date.ts';
import { checkedInteger, MoneyInputError } from './money-input-error.ts';

/**
 * How much an instalment asks: a fixed amount in minor units, a percentage of the document's total
 * in basis points (2500 = 25%, 3333 = 33.33%, as discounts are written), or the remaining balance.
 */
export type InstalmentAmount =
  { kind: 'fixed'; minor: number } | { kind: 'percent'; basisPoints: number } | { kind: 'balance' };

export type DueUnit = 'days' | 'weeks' | 'months';
/** The booking date is the day the client accepted the quote (booked). */
export type DueAnchor = 'main-date' | 'booking-date';

/** When an instalment falls due. */
export type InstalmentDue =
  | { kind: 'on-acceptance' }
  | { kind: 'relative'; amount: number; unit: DueUnit; direction: 'before' | 'after'; anchor: DueAnchor }
  | { kind: 'fixed-date'; date: string };

export interface InstalmentRule {
  amount: InstalmentAmount;
  due: InstalmentDue;
  label?: string | null;
}

/** A payment schedule as a template or a quote keeps it: "50% to book, balance 14 days before". */
export interface ScheduleRule {
  instalments: readonly InstalmentRule[];
}

export const SCHEDULE_LIMITS = {
  instalments: 12,
  labelLength: 60,
  /** About two years either side of the anchor, whatever the unit. */
  relative: { days: 730, weeks: 104, months: 24 } satisfies Record<DueUnit, number>,
} as const;

const BASIS_POINTS = 10_000;

/** The texts a studio reads beside the schedule's fields. */
export const SCHEDULE_MESSAGES = {
  noInstalments: 'Add at least one instalment.',
  tooManyInstalments: `Use at most ${SCHEDULE_LIMITS.instalments} instalments.`,
  lastIsBalance: 'The last instalment must be the remaining balance.',
  balanceOnlyLast: 'Only the last instalment can be the remaining balance.',
  amountAboveZero: 'Enter an amount above zero.',
  percentRange: 'Enter a percentage from 0.01% to 100%.',
  percentsOver100: 'The percentages add up to more than 100%.',
  tooFar: (unit: DueUnit) => `Use at most ${SCHEDULE_LIMITS.relative[unit]} ${unit}.`,
  wholeNumber: 'Enter a whole number.',
  invalidDate: 'Enter a real date as YYYY-MM-DD.',
} as const;

type Path = readonly (string | number)[];

/**
 * Refuses a rule the arithmetic cannot keep its promises with: the last instalment is the balance
 * and no other is, amounts and percentages above zero, percentages adding up to 100% at most,
 * offsets within two years, real dates. Throws MoneyInputError naming the field.
 */
export function checkScheduleRule(rule: ScheduleRule): void {
  const { instalments } = rule;
  if (instalments.length === 0) throw new MoneyInputError(['instalments'], SCHEDULE_MESSAGES.noInstalments);
  if (instalments.length > SCHEDULE_LIMITS.instalments) {
    throw new MoneyInputError(['instalments'], SCHEDULE_MESSAGES.tooManyInstalments);
  }
  let percents = 0;
  instalments.forEach((instalment, index) => {
    const path = ['instalments', index];
    const last = index === instalments.length - 1;
    const { amount } = instalment;
    if (last && amount.kind !== 'balance') {
      throw new MoneyInputError([...path, 'amount'], SCHEDULE_MESSAGES.lastIsBalance);
    }
    if (!last && amount.kind === 'balance') {
      throw new MoneyInputError([...path, 'amount'], SCHEDULE_MESSAGES.balanceOnlyLast);
    }
    if (amount.kind === 'fixed') checkPositive(amount.minor, [...path, 'amount', 'minor']);
    if (amount.kind === 'percent') {
      const points = amount.basisPoints;
      if (!Number.isSafeInteger(points) || points < 1 || points > BASIS_POINTS) {
        throw new MoneyInputError([...path, 'amount', 'basisPoints'], SCHEDULE_MESSAGES.percentRange);
      }
      percents += points;
      if (percents > BASIS_POINTS)
        throw new MoneyInputError(['instalments'], SCHEDULE_MESSAGES.percentsOver100);
    }
    checkDue(instalment.due, [...path, 'due']);
  });
}

function checkPositive(value: number, path: Path) {
  if (checkedInteger(value, path) === 0n) throw new MoneyInputError(path, SCHEDULE_MESSAGES.amountAboveZero);
}

function checkDue(due: InstalmentDue, path: Path) {
  if (due.kind === 'fixed-date' && !parseCalendarDate(due.date)) {
    throw new MoneyInputError([...path, 'date'], SCHEDULE_MESSAGES.invalidDate);
  }
  if (due.kind === 'relative') {
    if (!Number.isSafeInteger(due.amount) || due.amount < 0) {
      throw new MoneyInputError([...path, 'amount'], SCHEDULE_MESSAGES.wholeNumber);
    }
    if (due.amount > SCHEDULE_LIMITS.relative[due.unit]) {
      throw new MoneyInputError([...path, 'amount'], SCHEDULE_MESSAGES.tooFar(due.unit));
    }
  }
}
