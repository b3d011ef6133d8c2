import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSchedule, instalmentStatus } from './schedule.ts';
import type { InstalmentAmount, InstalmentDue, InstalmentRule, ScheduleRule } from './schedule.ts';

const RUNS = { numRuns: 200 };

const due: fc.Arbitrary<InstalmentDue> = fc.oneof(
  fc.constant({ kind: 'on-acceptance' as const }),
  fc.record({
    kind: fc.constant('relative' as const),
    amount: fc.integer({ min: 0, max: 24 }),
    unit: fc.constantFrom('days' as const, 'weeks' as const, 'months' as const),
    direction: fc.constantFrom('before' as const, 'after' as const),
    anchor: fc.constantFrom('main-date' as const, 'booking-date' as const),
  }),
  fc.constant({ kind: 'fixed-date' as const, date: '2027-05-01' }),
);
const fixedAmount = fc
  .integer({ min: 1, max: 10_000_000 })
  .map((minor): InstalmentAmount => ({ kind: 'fixed', minor }));
// Up to 11 percentages of at most 9.09% each stay within 100% together.
const percentAmount = fc
  .integer({ min: 1, max: 909 })
  .map((basisPoints): InstalmentAmount => ({ kind: 'percent', basisPoints }));

const ruleOf = (amounts: fc.Arbitrary<InstalmentAmount>): fc.Arbitrary<ScheduleRule> =>
  fc.tuple(fc.array(fc.record({ amount: amounts, due }), { maxLength: 11 }), due).map(([head, lastDue]) => ({
    instalments: [...head, { amount: { kind: 'balance' }, due: lastDue } satisfies InstalmentRule],
  }));
const rule = ruleOf(fc.oneof(fixedAmount, percentAmount));
const total = fc.oneof(fc.constantFrom(0, 1, 99, 100_000), fc.integer({ min: 0, max: 1_000_000_000 }));
const currency = fc.constantFrom('USD', 'JPY', 'BHD');
const context = { acceptedOn: '2026-01-31', mainDate: '2027-02-28' };

const amounts = (schedule: ReturnType<typeof computeSchedule>) =>
  schedule.instalments.map((item) => item.amountMinor);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('payment schedule properties', () => {
  it('sums to the total exactly, with no instalment below zero or a fraction', () => {
    fc.assert(
      fc.property(rule, total, currency, (rule, totalMinor, currency) => {
        const parts = amounts(computeSchedule(rule, { totalMinor, currency, ...context }));
        expect(sum(parts)).toBe(totalMinor);
        for (const part of parts) expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
      }),
      RUNS,
    );
  });

  it('lets the balance absorb a change of the total while the fixed amounts fit', () => {
    fc.assert(
      fc.property(ruleOf(fixedAmount), total, total, (rule, a, b) => {
        const fixedSum = sum(
          rule.instalments.map(({ amount }) => (amount.kind === 'fixed' ? amount.minor : 0)),
        );
        fc.pre(a >= fixedSum && b >= fixedSum);
        const before = amounts(computeSchedule(rule, { totalMinor: a, currency: 'EUR' }));
        const after = amounts(computeSchedule(rule, { totalMinor: b, currency: 'EUR' }));
        expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
        expect(after.at(-1)! - before.at(-1)!).toBe(b - a);
      }),
      RUNS,
    );
  });

  it('keeps a percentage at its rounded share of the total, or caps it and leaves nothing after', () => {
    fc.assert(
      fc.property(ruleOf(percentAmount), total, (rule, totalMinor) => {
        const parts = computeSchedule(rule, { totalMinor, currency: 'USD' }).instalments;
        parts.slice(0, -1).forEach((item, index) => {
          const points = item.amount.kind === 'percent' ? item.amount.basisPoints : 0;
          const error = item.amountMinor * 10_000 - totalMinor * points;
          // Within half a unit of the exact share; below it only when capped at what remained.
          expect(error).toBeLessThanOrEqual(5000);
          if (error < -5000) for (const later of parts.slice(index + 1)) expect(later.amountMinor).toBe(0);
        });
      }),
      RUNS,
    );
  });

  it('gives no instalment more than its amount, and pays them in order', () => {
    fc.assert(
      fc.property(rule, total, fc.integer({ min: 0, max: 1_100_000_000 }), (rule, totalMinor, paid) => {
        const status = instalmentStatus(
          computeSchedule(rule, { totalMinor, currency: 'USD' }),
          paid,
          '2026-06-01',
        );
        let earlierOpen = false;
        for (const item of status.instalments) {
          expect(item.paidMinor).toBeGreaterThanOrEqual(0);
          expect(item.paidMinor).toBeLessThanOrEqual(item.amountMinor);
          expect(item.paidMinor + item.outstandingMinor).toBe(item.amountMinor);
          if (earlierOpen) expect(item.paidMinor).toBe(0);
          if (item.outstandingMinor > 0) earlierOpen = true;
        }
        expect(sum(status.instalments.map((item) => item.paidMinor))).toBe(Math.min(paid, totalMinor));
        expect(status.overpaidMinor).toBe(Math.max(0, paid - totalMinor));
        expect(status.outstandingMinor).toBe(Math.max(0, totalMinor - paid));
        expect(status.overdueMinor).toBeLessThanOrEqual(status.dueNowMinor);
        expect(status.dueNowMinor).toBeLessThanOrEqual(status.outstandingMinor);
      }),
      RUNS,
    );
  });
});
