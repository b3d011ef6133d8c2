import { CREDIT_NOTE_PATTERN } from '@focal/contracts/invoices/credit-notes';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { creditNoteNumbering, creditNotes, invoices } from '../../../db/schema.ts';
import { numberingSeries } from '../../../db/numbering-series.ts';

/** The credit notes' own SQL; every statement filters by company. */
export type NewCreditNote = Omit<typeof creditNotes.$inferInsert, 'id' | 'companyId' | 'createdAt'>;
/** Whether a credit note of the company carries this number, or one at or past `seq` in the period. */
async function numberTaken(db: Db, companyId: string, taken: { number: string; period: number; seq: number }) {
  const [row] = await db
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(
      and(
        eq(creditNotes.companyId, companyId),
        or(
          eq(creditNotes.number, taken.number),
          and(eq(creditNotes.numberPeriod, taken.period), sql`${creditNotes.numberSeq} >= ${taken.seq}`),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The company's credit note numbers, a series of their own: `CN-0001` until the studio sets a pattern. */
export const creditNoteSeries = numberingSeries(creditNoteNumbering, CREDIT_NOTE_PATTERN, numberTaken);

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
