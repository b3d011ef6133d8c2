import { addDays, formatCalendarDate, parseCalendarDate } from '@focal/contracts/money/calendar-date';

/** Which reminders fall on a day: pure arithmetic on calendar days, apart from the sending. */
export type ReminderDays = { daysBefore: readonly number[]; daysAfter: readonly number[] };
export type DueReminder = {
  /** The instalment's position in the invoice's schedule (0 for an invoice without one). */
  instalment: number;
  dueOn: string;
  kind: 'before' | 'after';
  days: number;
  /** What is still owed on the instalment. */
  owingMinor: number;
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => {
  const date = parseCalendarDate(day)!;
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
};

/**
 * The reminders an invoice's instalments call for on `today`: an instalment not fully paid, due in
 * one of `daysBefore` days (0: today), or overdue by one of `daysAfter`. A paid instalment, or one
 * with no due day yet, calls for none.
 */
export function remindersDue(
  instalments: readonly { dueOn: string | null; outstandingMinor: number }[],
  days: ReminderDays,
  today: string,
): DueReminder[] {
  const now = dayNumber(today);
  return instalments.flatMap(({ dueOn, outstandingMinor }, instalment): DueReminder[] => {
    if (outstandingMinor <= 0 || dueOn === null) return [];
    const ahead = dayNumber(dueOn) - now;
    const reminder = { instalment, dueOn, owingMinor: outstandingMinor };
    if (ahead >= 0 && days.daysBefore.includes(ahead)) return [{ ...reminder, kind: 'before', days: ahead }];
    if (ahead < 0 && days.daysAfter.includes(-ahead)) return [{ ...reminder, kind: 'after', days: -ahead }];
    return [];
  });
}

/**
 * The last next-due day an invoice can have and still call for a reminder today. An invoice's
 * next due day is the earliest due day of what it still owes, so an invoice whose next due day is
 * later owes nothing due within `daysBefore`, nor anything overdue. There is no lower bound: a long-overdue deposit keeps an invoice's next due day early
 * while its balance comes due.
 */
export function lastNextDue(days: ReminderDays, today: string): string {
  return formatCalendarDate(addDays(parseCalendarDate(today)!, Math.max(0, ...days.daysBefore)));
}
