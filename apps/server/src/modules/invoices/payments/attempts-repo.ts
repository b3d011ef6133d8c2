import type { CardAttemptState } from '@focal/contracts/invoices/card-attempts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cardPayments, clients, companies, invoices, jobs } from '../../../db/schema.ts';
import { CURSOR_AT_FORMAT, type SortKeyset } from '../../../http/keyset-cursor.ts';
import type { PaymentFilter } from './repo.ts';

/**
 * /payments' card attempts (issue 33): the portal's card payments that are under way or failed,
 * read from card_payments; every statement filters by company. repo.ts's card functions write them.
 */
export type AttemptFilter = Omit<PaymentFilter, 'state'> & { state: CardAttemptState };

const t = cardPayments;
// A card waiting for the bank's confirmation for an hour or more is abandoned (the bank charges
// nothing without it): failed here, as repo.ts's heldByCards stops holding the invoice's balance.
const fresh = sql`${t.createdAt} > now() - interval '1 hour'`;
const waiting = sql`${t.status} = 'requires_action'`;
const stateIs = (state: CardAttemptState) =>
  state === 'pending'
    ? sql`(${t.status} = 'pending' or (${waiting} and ${fresh}))`
    : sql`(${t.status} = 'failed' or (${waiting} and not (${fresh})))`;

// The company's midnight of a day, once per statement (an init plan), so created_at's range stays
// an index range rather than a conversion of every row.
const midnight = (companyId: string, day: SQL) =>
  sql`(${day})::timestamp at time zone (select ${companies.timeZone} from ${companies} where ${companies.id} = ${companyId})`;

/** The days are the company's calendar days the attempts were started on, from and to included. */
const filtered = (companyId: string, f: AttemptFilter, ...more: (SQL | undefined)[]) =>
  and(
    eq(t.companyId, companyId),
    // Succeeded ones are payments; saying so lets a partial index of the others serve the list.
    sql`${t.status} <> 'succeeded'`,
    stateIs(f.state),
    f.from ? sql`${t.createdAt} >= ${midnight(companyId, sql`${f.from}::date`)}` : undefined,
    f.to ? sql`${t.createdAt} < ${midnight(companyId, sql`${f.to}::date + 1`)}` : undefined,
    // Attempts are cards paid online: another method holds none.
    f.method && f.method !== 'online-card' ? sql`false` : undefined,
    f.clientId ? eq(t.clientId, f.clientId) : undefined,
    f.jobId ? eq(invoices.jobId, f.jobId) : undefined,
    ...more,
  );

/** A page of the filter's attempts, newest started first (then id), with what names them. */
export function listAttempts(
  db: Db,
  companyId: string,
  f: AttemptFilter,
  page: { limit: number; after?: SortKeyset | undefined },
) {
  const after = page.after
    ? sql`(${t.createdAt}, ${t.id}) < (${page.after.value}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  return db
    .select({
      attempt: t,
      abandoned: sql<boolean>`(${waiting} and not (${fresh}))`,
      cursorAt: sql<string>`to_char(${t.createdAt} at time zone 'UTC', ${CURSOR_AT_FORMAT})`,
      invoiceNumber: invoices.number,
      jobId: jobs.id,
      jobName: jobs.name,
      jobStage: jobs.stage,
      clientName: clients.displayName,
    })
    .from(t)
    .innerJoin(invoices, and(eq(invoices.companyId, t.companyId), eq(invoices.id, t.invoiceId)))
    .innerJoin(jobs, and(eq(jobs.companyId, invoices.companyId), eq(jobs.id, invoices.jobId)))
    .leftJoin(clients, and(eq(clients.companyId, t.companyId), eq(clients.id, t.clientId)))
    .where(filtered(companyId, f, after))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit);
}

/** The filter's attempts counted and summed per currency (what would have paid the invoices). */
export function attemptTotals(db: Db, companyId: string, f: AttemptFilter) {
  const query = db
    .select({
      currency: t.currency,
      count: sql<number>`count(*)::int`,
      amountMinor: sql<number>`coalesce(sum(${t.amountMinor}), 0)::bigint`.mapWith(Number),
    })
    .from(t);
  // Only a record's filter needs the invoice (its job).
  const joined = f.jobId
    ? query.innerJoin(invoices, and(eq(invoices.companyId, t.companyId), eq(invoices.id, t.invoiceId)))
    : query;
  return joined.where(filtered(companyId, f)).groupBy(t.currency).orderBy(t.currency);
}
