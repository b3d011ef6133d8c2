import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { creditNotes, invoices } from '../../../db/schema.ts';

/** The credit notes' own SQL; every statement filters by company. */
export type NewCreditNote = Omit<typeof creditNotes.$inferInsert, 'id' | 'companyId' | 'createdAt'>;


export async function insertCreditNote(tx: Db, companyId: string, values: NewCreditNote): Promise<string> {
  const [row] = await tx
    .insert(creditNotes)
    .values({ ...values, companyId })
    .returning({ id: creditNotes.id });
  return row!.id;
}

/** What earlier notes credited of each invoice line. */
export async function earlierCredits(db: Db, companyId: string, invoiceId: string) {
  const rows = await db
    .select({ lines: creditNotes.lines })
    .from(creditNotes)
    .where(and(eq(creditNotes.companyId, companyId), eq(creditNotes.invoiceId, invoiceId)));
  return rows.flatMap((row) =>
    row.lines.map(({ index, quantityThousandths, baseMinor }) => ({ index, quantityThousandths, baseMinor })),
  );
}

/** A credit note with the number and record of the invoice it corrects. */
export async function findCreditNote(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ note: creditNotes, invoiceNumber: invoices.number, jobId: invoices.jobId })
    .from(creditNotes)
    .innerJoin(invoices, and(eq(invoices.companyId, creditNotes.companyId), eq(invoices.id, creditNotes.invoiceId)))
    .where(and(eq(creditNotes.companyId, companyId), eq(creditNotes.id, id)));
  return row;
}
export type FoundCreditNote = NonNullable<Awaited<ReturnType<typeof findCreditNote>>>;
