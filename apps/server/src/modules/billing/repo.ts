import { and, desc, eq, exists, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingCustomers, invoices, paymentMethods, payments } from '../../db/schema.ts';

/** SQL of the billing views. Every query is scoped by the business account that pays. */

export async function defaultCard(db: Db, businessAccountId: string) {
  const [row] = await db
    .select({
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
    })
    .from(billingCustomers)
    .innerJoin(paymentMethods, eq(paymentMethods.id, billingCustomers.defaultPaymentMethodId))
    .where(
      and(
        eq(billingCustomers.businessAccountId, businessAccountId),
        eq(paymentMethods.businessAccountId, businessAccountId),
      ),
    );
  return row ?? null;
}

/**
 * The newest invoices first (the period, then creation, so a renewal follows its checkout). Void
 * ones are left out: they are attempts that charged nothing (a declined card), which beside the
 * paid invoice read as a second bill (issue 10 §11).
 */
export async function recentInvoices(db: Db, businessAccountId: string, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessAccountId, businessAccountId), ne(invoices.status, 'void')))
    .orderBy(desc(invoices.periodStart), desc(invoices.createdAt), desc(invoices.number))
    .limit(limit);
}

export async function updateBillingDetails(
  db: Db,
  businessAccountId: string,
  values: Pick<
    typeof billingCustomers.$inferInsert,
    'billingEmail' | 'billingName' | 'billingAddress' | 'taxId'
  >,
) {
  await db
    .update(billingCustomers)
    .set(values)
    .where(eq(billingCustomers.businessAccountId, businessAccountId));
}

/** The newest open invoice of a failed renewal (a checkout's open invoice awaits its own confirm). */
export async function openRenewalInvoice(db: Db, businessAccountId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.businessAccountId, businessAccountId),
        eq(invoices.status, 'open'),
        exists(
          db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.invoiceId, invoices.id), eq(payments.kind, 'renewal'))),
        ),
      ),
    )
    .orderBy(desc(invoices.periodStart))
    .limit(1);
  return row ?? null;
}
