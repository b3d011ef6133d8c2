import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { invoiceSummarySchema } from './api.ts';

/**
 * What the studio is owed (issued invoices with a balance): in all, overdue (the first unpaid
 * instalment's day has passed, in the company's time zone), due within `dueSoonDays`, and the
 * longest overdue invoices first. The dashboard shows it, and /payments its sums.
 */
export const moneyOwedSchema = z.object({
  currency: z.string(),
  dueSoonDays: z.number(),
  open: z.object({ count: z.number(), balanceMinor: z.number() }),
  overdue: z.object({ count: z.number(), balanceMinor: z.number() }),
  dueSoon: z.object({ count: z.number() }),
  overdueInvoices: z.array(
    invoiceSummarySchema.extend({ clientName: z.string().nullable(), overdueSince: z.string() }),
  ),
});
export type MoneyOwed = z.infer<typeof moneyOwedSchema>;
export const moneyOwedResponseSchema = envelope(moneyOwedSchema);
