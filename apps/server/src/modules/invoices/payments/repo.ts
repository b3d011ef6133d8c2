import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payments } from '../../../db/schema.ts';

/** The recorded payments' own SQL; every statement filters by company. */
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

export async function insertPayment(tx: Db, companyId: string, values: NewPayment): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

/** The payment a request id recorded, if one did. */
export async function paymentOfRequest(db: Db, companyId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.requestId, requestId)));
  return row;
}

/** An invoice's payments, oldest first. */
export function paymentsOf(db: Db, companyId: string, invoiceId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.invoiceId, invoiceId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
