import { addDays, addMonths, formatCalendarDate, parseCalendarDate } from './calendar-date.ts';
import type { CalendarDate } from './calendar-date.ts';
import { checkCurrencyCode } from './currencies.ts';
import { checkedInteger, MoneyInputError, toSafeInteger } from './money-input-error.ts';
import { roundHalfAwayFromZero } from './rounding.ts';
import { checkScheduleRule, SCHEDULE_MESSAGES } from './schedule-rule.ts';
import type { InstalmentAmount, InstalmentDue, ScheduleRule } from './schedule-rule.ts';

export type {
  DueAnchor,
  DueUnit,
  InstalmentAmount,
  InstalmentDue,
  InstalmentRule,
  ScheduleRule,
} from './schedule-rule.ts';
export { checkScheduleRule, SCHEDULE_LIMITS, SCHEDULE_MESSAGES } from './schedule-rule.ts';

/** What a schedule is computed against; dates are 'YYYY-MM-DD'. */
export interface ScheduleContext {
  totalMinor: number;
  currency: string;
  /** The day the quote was accepted (booked); null or absent while it is not. */
  acceptedOn?: string | null;
  /** The job's main date (the wedding); null or absent while it is not set. */
  mainDate?: string | null;
  /** Paid so far, shared between the instalments in their order (see `instalmentStatus`). */
  paidMinor?: number;
}

export interface ScheduledInstalment {
  label: string | null;
  amount: InstalmentAmount;
  due: InstalmentDue;
  amountMinor: number;
  /** null while the date it hangs on (acceptance, the main date) is not known. */
  dueOn: string | null;
  /** The part of the payments that went to this instalment, never more than its amount. */
  paidMinor: number;
  outstandingMinor: number;
}

export interface PaymentSchedule {
  currency: string;
  totalMinor: number;
  paidMinor: number;
  outstandingMinor: number;
  /** Paid beyond the total (the total went down after a payment): a refund or a credit. */
  overpaidMinor: number;
  instalments: ScheduledInstalment[];
}

const BASIS_POINTS = 10_000n;

/**
 * The schedule's amounts and dates for a total. In the listed order, a percentage is that share of
 * the total, rounded once (`roundHalfAwayFromZero`); a fixed amount is as entered; either is capped
 * at what the instalments before it left, so no instalment goes below zero. The last instalment,
 * always the balance, takes the rest (possibly 0), so the instalments sum to the total exactly.
 * Throws MoneyInputError for a rule or context it cannot compute.
 */
export function computeSchedule(rule: ScheduleRule, context: ScheduleContext): PaymentSchedule {
  checkScheduleRule(rule);
  checkCurrencyCode(context.currency);
  const total = checkedInteger(context.totalMinor, ['totalMinor']);
  const paid = checkedInteger(context.paidMinor ?? 0, ['paidMinor']);
  const anchors = {
    'booking-date': contextDate(context.acceptedOn, 'acceptedOn'),
    'main-date': contextDate(context.mainDate, 'mainDate'),
  };

  let remaining = total;
  const amounts = rule.instalments.map(({ amount }) => {
    const wanted =
      amount.kind === 'balance'
        ? remaining
        : amount.kind === 'fixed'
          ? BigInt(amount.minor)
          : roundHalfAwayFromZero(total * BigInt(amount.basisPoints), BASIS_POINTS);
    const part = wanted < remaining ? wanted : remaining;
    remaining -= part;
    return part;
  });
  const payments = allocatePayments(amounts, paid);

  return {
    currency: context.currency,
    totalMinor: toSafeInteger(total, ['totalMinor']),
    paidMinor: toSafeInteger(paid, ['paidMinor']),
    outstandingMinor: toSafeInteger(total - payments.applied, ['totalMinor']),
    overpaidMinor: toSafeInteger(payments.overpaid, ['paidMinor']),
    instalments: rule.instalments.map((instalment, index) => {
      const amountMinor = toSafeInteger(amounts[index] ?? 0n, ['instalments', index]);
      const paidMinor = toSafeInteger(payments.parts[index] ?? 0n, ['instalments', index]);
      return {
        label: instalment.label || null,
        amount: instalment.amount,
        due: instalment.due,
        amountMinor,
        dueOn: dueOn(instalment.due, anchors, ['instalments', index, 'due']),
        paidMinor,
        outstandingMinor: amountMinor - paidMinor,
      };
    }),
  };
}

/** Payments fill the instalments in their order: each takes up to its amount, the rest moves on. */
function allocatePayments(amounts: readonly bigint[], paid: bigint) {
  let left = paid;
  const parts = amounts.map((amount) => {
    const part = amount < left ? amount : left;
    left -= part;
    return part;
  });
  return { parts, applied: paid - left, overpaid: left };
}

function contextDate(text: string | null | undefined, field: string): CalendarDate | null {
  if (text === null || text === undefined) return null;
  const date = parseCalendarDate(text);
  if (!date) throw new MoneyInputError([field], SCHEDULE_MESSAGES.invalidDate);
  return date;
}

function dueOn(
  due: InstalmentDue,
  anchors: Record<'booking-date' | 'main-date', CalendarDate | null>,
  path: readonly (string | number)[],
): string | null {
  if (due.kind === 'fixed-date') return due.date;
  const anchor = anchors[due.kind === 'on-acceptance' ? 'booking-date' : due.anchor];
  if (!anchor) return null;
  if (due.kind === 'on-acceptance') return formatCalendarDate(anchor);
  const signed = due.direction === 'before' ? -due.amount : due.amount;
  try {
    const date =
      due.unit === 'months'
        ? addMonths(anchor, signed)
        : addDays(anchor, due.unit === 'weeks' ? signed * 7 : signed);
    return formatCalendarDate(date);
  } catch (error) {
    if (error instanceof RangeError) throw new MoneyInputError(path, error.message);
    throw error;
  }
}

export type InstalmentState = 'paid' | 'overdue' | 'due' | 'upcoming' | 'unscheduled';

export interface InstalmentStatus extends ScheduledInstalment {
  /**
   * paid: nothing outstanding (an instalment of 0 included); overdue: its day has passed; due: it
   * is today; upcoming: later; unscheduled: its date is not known yet.
   */
  state: InstalmentState;
}

export interface ScheduleStatus extends PaymentSchedule {
  today: string;
  /** Outstanding on the instalments due today or before. */
  dueNowMinor: number;
  /** Outstanding on the instalments due before today. */
  overdueMinor: number;
  /** The first instalment with something outstanding that is not due yet (upcoming or unscheduled). */
  nextIndex: number | null;
  instalments: InstalmentStatus[];
}

/**
 * Where the client stands on a given day: the payments so far (`paidMinor`, which replaces the
 * figure the schedule was computed with) fill the instalments in order, then each instalment is
 * paid, overdue, due, upcoming or unscheduled.
 */
export function instalmentStatus(
  schedule: PaymentSchedule,
  paidMinor: number,
  today: string,
): ScheduleStatus {
  const paid = checkedInteger(paidMinor, ['paidMinor']);
  if (!parseCalendarDate(today)) throw new MoneyInputError(['today'], SCHEDULE_MESSAGES.invalidDate);
  const amounts = schedule.instalments.map((instalment) => BigInt(instalment.amountMinor));
  const payments = allocatePayments(amounts, paid);

  const instalments = schedule.instalments.map((instalment, index): InstalmentStatus => {
    const part = toSafeInteger(payments.parts[index] ?? 0n, ['instalments', index]);
    const outstandingMinor = instalment.amountMinor - part;
    return {
      ...instalment,
      paidMinor: part,
      outstandingMinor,
      state: stateOf(instalment.dueOn, outstandingMinor, today),
    };
  });
  const outstandingIn = (states: readonly InstalmentState[]) =>
    instalments.reduce((sum, item) => (states.includes(item.state) ? sum + item.outstandingMinor : sum), 0);
  const next = instalments.findIndex((item) => item.state === 'upcoming' || item.state === 'unscheduled');

  return {
    ...schedule,
    paidMinor: toSafeInteger(paid, ['paidMinor']),
    outstandingMinor: toSafeInteger(BigInt(schedule.totalMinor) - payments.applied, ['totalMinor']),
    overpaidMinor: toSafeInteger(payments.overpaid, ['paidMinor']),
    today,
    dueNowMinor: outstandingIn(['due', 'overdue']),
    overdueMinor: outstandingIn(['overdue']),
    nextIndex: next === -1 ? null : next,
    instalments,
  };
}

function stateOf(dueOnDay: string | null, outstanding: number, today: string): InstalmentState {
  if (outstanding === 0) return 'paid';
  if (dueOnDay === null) return 'unscheduled';
  // 'YYYY-MM-DD' with four-digit years sorts as the calendar does.
  return dueOnDay < today ? 'overdue' : dueOnDay === today ? 'due' : 'upcoming';
}

/** The rule: a schedule can change until its first instalment is paid in full. */
export function scheduleCanChange(schedule: PaymentSchedule, paidMinor: number): boolean {
  const first = schedule.instalments[0];
  return paidMinor === 0 || first === undefined || paidMinor < first.amountMinor;
}
