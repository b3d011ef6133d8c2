import { describe, expect, it } from 'vitest';
import { MoneyInputError } from './money-input-error.ts';
import { computeSchedule, instalmentStatus, scheduleCanChange } from './schedule.ts';
import type { InstalmentDue, ScheduleRule } from './schedule.ts';

const onAcceptance: InstalmentDue = { kind: 'on-acceptance' };
const beforeMain = (amount: number, unit: 'days' | 'weeks' | 'months'): InstalmentDue => ({
  kind: 'relative',
  amount,
  unit,
  direction: 'before',
  anchor: 'main-date',
});
const afterBooking = (amount: number, unit: 'days' | 'weeks' | 'months'): InstalmentDue => ({
  kind: 'relative',
  amount,
  unit,
  direction: 'after',
  anchor: 'booking-date',
});
const balance = (due: InstalmentDue) => ({ amount: { kind: 'balance' } as const, due });
const percent = (basisPoints: number, due: InstalmentDue) => ({
  amount: { kind: 'percent', basisPoints } as const,
  due,
});
const fixed = (minor: number, due: InstalmentDue) => ({ amount: { kind: 'fixed', minor } as const, due });

/** "50% to book, balance 14 days before the wedding". */
const halfToBook: ScheduleRule = {
  instalments: [{ ...percent(5000, onAcceptance), label: 'Retainer' }, balance(beforeMain(14, 'days'))],
};
const depositAndThirds: ScheduleRule = {
  instalments: [
    fixed(50_000, onAcceptance),
    percent(2500, afterBooking(3, 'months')),
    percent(2500, beforeMain(1, 'months')),
    balance(beforeMain(2, 'weeks')),
  ],
};
const dates = { acceptedOn: '2026-03-10', mainDate: '2026-09-12' };
const plan = (schedule: ReturnType<typeof computeSchedule>) =>
  schedule.instalments.map(({ amountMinor, dueOn }) => [amountMinor, dueOn]);

describe('computeSchedule', () => {
  it('takes half on acceptance and the balance 14 days before the main date', () => {
    const schedule = computeSchedule(halfToBook, { totalMinor: 300_000, currency: 'USD', ...dates });
    expect(plan(schedule)).toEqual([
      [150_000, '2026-03-10'],
      [150_000, '2026-08-29'],
    ]);
    expect(schedule.instalments[0]?.label).toBe('Retainer');
    expect(schedule.instalments[1]?.label).toBeNull();
    // Half of an odd total rounds half away from zero; the balance takes one unit less.
    expect(plan(computeSchedule(halfToBook, { totalMinor: 300_001, currency: 'USD', ...dates }))).toEqual([
      [150_001, '2026-03-10'],
      [150_000, '2026-08-29'],
    ]);
  });

  it('takes a fixed deposit, two percentages of the total and the balance', () => {
    const schedule = computeSchedule(depositAndThirds, { totalMinor: 400_000, currency: 'EUR', ...dates });
    expect(plan(schedule)).toEqual([
      [50_000, '2026-03-10'],
      [100_000, '2026-06-10'],
      [100_000, '2026-08-12'],
      [150_000, '2026-08-29'],
    ]);
    expect(schedule).toMatchObject({
      totalMinor: 400_000,
      paidMinor: 0,
      outstandingMinor: 400_000,
      overpaidMinor: 0,
    });
  });

  it('caps a fixed amount at what remains, leaving later instalments at zero', () => {
    const schedule = computeSchedule(depositAndThirds, { totalMinor: 30_000, currency: 'EUR' });
    expect(schedule.instalments.map((item) => item.amountMinor)).toEqual([30_000, 0, 0, 0]);
    const total = computeSchedule(depositAndThirds, { totalMinor: 0, currency: 'EUR' });
    expect(total.instalments.map((item) => item.amountMinor)).toEqual([0, 0, 0, 0]);
  });

  it('works in minor units whatever the digits (JPY 0, BHD 3)', () => {
    expect(plan(computeSchedule(halfToBook, { totalMinor: 100_001, currency: 'JPY' }))).toEqual([
      [50_001, null],
      [50_000, null],
    ]);
    const thirds: ScheduleRule = {
      instalments: [percent(3333, onAcceptance), percent(3333, onAcceptance), balance(onAcceptance)],
    };
    // 1.005 BHD: 33.33% is 334.9665 fils, rounded to 335; the balance takes 335.
    const schedule = computeSchedule(thirds, { totalMinor: 1005, currency: 'BHD', acceptedOn: '2026-01-02' });
    expect(plan(schedule)).toEqual([
      [335, '2026-01-02'],
      [335, '2026-01-02'],
      [335, '2026-01-02'],
    ]);
  });

  it('clamps month arithmetic to the end of a shorter month', () => {
    const monthly: ScheduleRule = {
      instalments: [percent(5000, afterBooking(1, 'months')), balance(beforeMain(1, 'months'))],
    };
    const context = { totalMinor: 1000, currency: 'USD', acceptedOn: '2026-01-31', mainDate: '2028-03-31' };
    expect(plan(computeSchedule(monthly, context)).map(([, due]) => due)).toEqual([
      '2026-02-28',
      '2028-02-29',
    ]);
  });

  it('leaves the due date empty while its anchor is unknown', () => {
    const rule: ScheduleRule = {
      instalments: [
        fixed(100, onAcceptance),
        fixed(100, { kind: 'fixed-date', date: '2026-12-01' }),
        fixed(100, afterBooking(0, 'days')),
        balance(beforeMain(14, 'days')),
      ],
    };
    const none = computeSchedule(rule, { totalMinor: 1000, currency: 'USD', acceptedOn: null });
    expect(none.instalments.map((item) => item.dueOn)).toEqual([null, '2026-12-01', null, null]);
    const booked = computeSchedule(rule, { totalMinor: 1000, currency: 'USD', acceptedOn: '2026-04-01' });
    expect(booked.instalments.map((item) => item.dueOn)).toEqual([
      '2026-04-01',
      '2026-12-01',
      '2026-04-01',
      null,
    ]);
  });

  it('refuses what it cannot compute, naming the field', () => {
    const reason = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        if (error instanceof MoneyInputError) return [error.path.join('.'), error.reason];
        throw error;
      }
      return null;
    };
    const context = { totalMinor: 1000, currency: 'USD' };
    expect(reason(() => computeSchedule({ instalments: [percent(5000, onAcceptance)] }, context))).toEqual([
      'instalments.0.amount',
      'The last instalment must be the remaining balance.',
    ]);
    expect(reason(() => computeSchedule(halfToBook, { ...context, totalMinor: 10.5 }))?.[0]).toBe(
      'totalMinor',
    );
    expect(reason(() => computeSchedule(halfToBook, { ...context, currency: 'usd' }))?.[0]).toBe('currency');
    expect(reason(() => computeSchedule(halfToBook, { ...context, mainDate: '2026-02-30' }))).toEqual([
      'mainDate',
      'Enter a real date as YYYY-MM-DD.',
    ]);
    expect(reason(() => computeSchedule(halfToBook, { ...context, paidMinor: -1 }))?.[0]).toBe('paidMinor');
  });
});

describe('instalmentStatus', () => {
  const schedule = computeSchedule(depositAndThirds, { totalMinor: 400_000, currency: 'EUR', ...dates });
  const states = (status: ReturnType<typeof instalmentStatus>) =>
    status.instalments.map(({ paidMinor, state }) => [paidMinor, state]);

  it('fills the instalments in order and says what is due, overdue and next', () => {
    const status = instalmentStatus(schedule, 80_000, '2026-06-10');
    expect(states(status)).toEqual([
      [50_000, 'paid'],
      [30_000, 'due'],
      [0, 'upcoming'],
      [0, 'upcoming'],
    ]);
    expect(status).toMatchObject({
      dueNowMinor: 70_000,
      overdueMinor: 0,
      nextIndex: 2,
      outstandingMinor: 320_000,
    });
    const later = instalmentStatus(schedule, 80_000, '2026-08-20');
    expect(later).toMatchObject({ dueNowMinor: 170_000, overdueMinor: 170_000, nextIndex: 3 });
    expect(later.instalments[1]?.outstandingMinor).toBe(70_000);
  });

  it('counts an instalment without a date as next, and money beyond the total as overpaid', () => {
    const unbooked = computeSchedule(halfToBook, { totalMinor: 1000, currency: 'USD' });
    expect(instalmentStatus(unbooked, 0, '2026-01-01')).toMatchObject({ dueNowMinor: 0, nextIndex: 0 });
    const overpaid = instalmentStatus(unbooked, 1200, '2026-01-01');
    expect(overpaid).toMatchObject({
      paidMinor: 1200,
      outstandingMinor: 0,
      overpaidMinor: 200,
      nextIndex: null,
    });
    expect(states(overpaid)).toEqual([
      [500, 'paid'],
      [500, 'paid'],
    ]);
  });

  it('refuses a day that is not a date', () => {
    expect(() => instalmentStatus(schedule, 0, '10/06/2026')).toThrow(MoneyInputError);
  });
});

describe('scheduleCanChange', () => {
  it('allows changes until the first instalment is paid in full', () => {
    const schedule = computeSchedule(halfToBook, { totalMinor: 1000, currency: 'USD' });
    expect(scheduleCanChange(schedule, 0)).toBe(true);
    expect(scheduleCanChange(schedule, 499)).toBe(true);
    expect(scheduleCanChange(schedule, 500)).toBe(false);
  });
});
