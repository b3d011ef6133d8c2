import type { BillingPeriod } from '@focal/contracts';

/**
 * The end of a billing period that starts at `start`: one calendar month or year later in UTC,
 * on the month's last day when it has no such date (Jan 31 → Feb 28), as card networks bill.
 */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const months = period === 'ANNUAL' ? 12 : 1;
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}
