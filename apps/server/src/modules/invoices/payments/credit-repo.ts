import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoices, payments } from '../../../db/schema.ts';

/**
 * A client's credit's own SQL (docs/decisions/applying-client-credit.md); every statement filters
 * by company. What is left of a payment's credit: what passed its invoice's balance, less what has
 * paid the client's other invoices since (`credit_used_minor`) and what its refunds took of it (a
 * card refund still pending holds its part; a failed one gave nothing back).
 */
// Written out in full: drizzle leaves a one-table select's columns unqualified, and the refunds'
// subquery must tell its own columns from the payment's. The query's table is `payments`, unaliased.
export const creditLeft = sql<number>`(payments.credit_minor - payments.credit_used_minor - coalesce((
  select sum(r.from_credit_minor) from payment_refunds r
  where r.company_id = payments.company_id and r.payment_id = payments.id and r.status <> 'failed'), 0))`;

/** The invoice's client and currency, whose credit may pay it. */
export async function invoiceClientOf(db: Db, companyId: string, invoiceId: string) {
  const [row] = await db
    .select({ clientId: invoices.clientId, currency: invoices.currency })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)));
  return row;
}

/**
 * The client's payments in a currency that still hold credit, oldest first, locked (FOR UPDATE, in
 * that order, so two applications queue instead of crossing), each with what is left of its credit.
 * Read again after the locks: a refund or another application that held one has committed by then.
 */
export async function lockedCreditSources(tx: Db, companyId: string, clientId: string, currency: string) {
  const locked = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.clientId, clientId),
        eq(payments.currency, currency),
        gt(payments.creditMinor, payments.creditUsedMinor),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .for('update');
  if (locked.length === 0) return [];
  const rows = await tx
    .select({
      id: payments.id,
      creditUsedMinor: payments.creditUsedMinor,
      leftMinor: creditLeft.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        inArray(
          payments.id,
          locked.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.filter((row) => row.leftMinor > 0);
}

/** Writes what of a payment's credit has paid other invoices. */
export async function setCreditUsed(tx: Db, companyId: string, id: string, creditUsedMinor: number) {
  await tx
    .update(payments)
    .set({ creditUsedMinor })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
}

/** What is left of one payment's credit (read with the payment locked, for a refund). */
export async function paymentCreditLeft(tx: Db, companyId: string, id: string): Promise<number> {
  const [row] = await tx
    .select({ leftMinor: creditLeft.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  return Math.max(0, row?.leftMinor ?? 0);
}
