import { computeSchedule } from './schedule.ts';
import { describe, expect, it } from 'vitest';
import type { ScheduleRule } from './schedule-rule.ts';
import { scheduleRuleSchema } from './schedule-schemas.ts';

const valid = {
  instalments: [
    { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' }, label: '  Retainer ' },
    {
      amount: { kind: 'balance' },
      due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
    },
  ],
};
const issues = (input: unknown) => {
  const result = scheduleRuleSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const withInstalment = (index: number, patch: object) => ({
  instalments: valid.instalments.map((item, at) => (at === index ? { ...item, ...patch } : item)),
});

describe('scheduleRuleSchema', () => {
  it('accepts a schedule as the editor sends it, labels trimmed (an empty one prints as no label)', () => {
    const parsed: ScheduleRule = scheduleRuleSchema.parse(valid);
    expect(parsed.instalments[0]?.label).toBe('Retainer');
    const blank = scheduleRuleSchema.parse({ instalments: [{ ...valid.instalments[1], label: '  ' }] });
    expect(blank.instalments[0]?.label).toBe('');
    expect(computeSchedule(blank, { totalMinor: 100, currency: 'USD' }).instalments[0]?.label).toBeNull();
  });

  it('keeps the balance last and alone', () => {
    expect(issues({ instalments: [valid.instalments[0]] })).toEqual([
      ['instalments.0.amount', 'The last instalment must be the remaining balance.'],
    ]);
    expect(issues({ instalments: [valid.instalments[1], valid.instalments[1]] })).toEqual([
      ['instalments.0.amount', 'Only the last instalment can be the remaining balance.'],
    ]);
    expect(issues({ instalments: [] })).toEqual([['instalments', 'Add at least one instalment.']]);
    expect(issues({ instalments: Array.from({ length: 13 }, () => valid.instalments[1]) })).toEqual([
      ['instalments', 'Use at most 12 instalments.'],
    ]);
  });

  it('bounds amounts, percentages, offsets and dates with short texts', () => {
    const percent = (basisPoints: unknown) => ({ amount: { kind: 'percent', basisPoints } });
    expect(issues(withInstalment(0, percent(0)))).toEqual([
      ['instalments.0.amount.basisPoints', 'Enter a percentage from 0.01% to 100%.'],
    ]);
    expect(issues(withInstalment(0, percent(12.5)))).toEqual([
      ['instalments.0.amount.basisPoints', 'Enter a whole number.'],
    ]);
    expect(issues(withInstalment(0, { amount: { kind: 'fixed', minor: 0 } }))).toEqual([
      ['instalments.0.amount.minor', 'Enter an amount above zero.'],
    ]);
    expect(issues(withInstalment(0, { amount: { kind: 'fixed', minor: 2 ** 53 } }))[0]?.[0]).toBe(
      'instalments.0.amount.minor',
    );
    const far = { kind: 'relative', amount: 25, unit: 'months', direction: 'after', anchor: 'booking-date' };
    expect(issues(withInstalment(0, { due: far }))).toEqual([
      ['instalments.0.due.amount', 'Use at most 24 months.'],
    ]);
    expect(issues(withInstalment(0, { due: { ...far, amount: 731, unit: 'days' } }))).toEqual([
      ['instalments.0.due.amount', 'Use at most 730 days.'],
    ]);
    for (const date of ['2026-02-30', '1999-12-31', '2026-2-3', '2026-02-03T00:00:00Z']) {
      expect(issues(withInstalment(0, { due: { kind: 'fixed-date', date } })), date).toEqual([
        ['instalments.0.due.date', 'Enter a real date as YYYY-MM-DD.'],
      ]);
    }
  });

  it('refuses percentages over 100% together, unknown kinds and extra keys', () => {
    const sixty = { amount: { kind: 'percent', basisPoints: 6000 }, due: { kind: 'on-acceptance' } };
    expect(issues({ instalments: [sixty, sixty, valid.instalments[1]] })).toEqual([
      ['instalments', 'The percentages add up to more than 100%.'],
    ]);
    expect(issues(withInstalment(0, { amount: { kind: 'share' } }))[0]?.[0]).toBe(
      'instalments.0.amount.kind',
    );
    expect(issues(withInstalment(0, { due: { kind: 'on-acceptance', days: 3 } }))[0]?.[0]).toBe(
      'instalments.0.due',
    );
    expect(issues({ ...valid, name: 'x' }).length).toBe(1);
    expect(issues(withInstalment(0, { label: 'a\u0000b' }))[0]?.[0]).toBe('instalments.0.label');
  });
});
