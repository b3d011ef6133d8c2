import { CREDIT_NOTE_PATTERN } from '@focal/contracts/invoices/credit-notes';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { creditNoteNumbering, creditNotes, invoices } from '../../../db/schema.ts';

/** The credit notes' own SQL; every statement filters by company. */
export type NewCreditNote = Omit<typeof creditNotes.$inferInsert, 'id' | 'companyId' | 'createdAt'>;
type NumberingRow = typeof creditNoteNumbering.$inferSelect;

// The series' pattern: fixed for now (docs/decisions/invoices.md), kept on the row so it can change.
const DEFAULT_NUMBERING = { pattern: CREDIT_NOTE_PATTERN, nextNumber: 1, resetYearly: false, period: 0 };

/** The company's credit note counter, locked: a first note makes it, and every note after waits on it. */
export async function lockedNumbering(tx: Db, companyId: string): Promise<NumberingRow> {
  await tx.insert(creditNoteNumbering).values({ companyId, ...DEFAULT_NUMBERING }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(creditNoteNumbering)
    .where(eq(creditNoteNumbering.companyId, companyId))
    .for('update');
  return row!;
}

export async function advanceNumbering(tx: Db, companyId: string, values: { nextNumber: number; period: number }) {
  await tx
    .update(creditNoteNumbering)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(creditNoteNumbering.companyId, companyId));
}

/** Whether a credit note of the company carries this number, or one at or past `seq` in the period. */
export async function numberTaken(db: Db, companyId: string, taken: { number: string; period: number; seq: number }) {
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
