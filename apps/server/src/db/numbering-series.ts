import { CREDIT_NOTE_PATTERN } from '@focal/contracts/invoices/credit-notes';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { creditNoteNumbering, creditNotes, invoiceNumbering, invoices } from './schema.ts';

/**
 * A company's series of document numbers (invoices, credit notes): one row per company holding the
 * pattern, the next number and the yearly reset, locked while a document takes its number so that
 * two issued at once never share or skip one.
 */
type SeriesTable = typeof invoiceNumbering | typeof creditNoteNumbering;
type DocumentTable = typeof invoices | typeof creditNotes;
type NumberingRow = typeof invoiceNumbering.$inferSelect;
type Counter = Pick<NumberingRow, 'pattern' | 'nextNumber' | 'resetYearly' | 'period'>;
type Taken = { number: string; period: number; seq: number };

export type NumberingSeries = {
  /** The row (the default until one is saved); `lock` makes it first, then waits on it. */
  read: (db: Db, companyId: string, lock?: boolean) => Promise<NumberingRow>;
  save: (tx: Db, companyId: string, values: Counter) => Promise<void>;
  /** Whether a document of the series carries this number, or one at or past `seq` in the period. */
  taken: (db: Db, companyId: string, taken: Taken) => Promise<boolean>;
};

function numberingSeries(table: SeriesTable, documents: DocumentTable, pattern: string): NumberingSeries {
  const defaults = { pattern, nextNumber: 1, resetYearly: false, period: 0 };
  // The tables of each pair have the same columns; drizzle's builders want one table type, not a union.
  const t = table as typeof invoiceNumbering;
  const d = documents as typeof invoices;
  return {
    async read(db, companyId, lock = false) {
      if (lock) await db.insert(t).values({ companyId, ...defaults }).onConflictDoNothing();
      const query = db.select().from(t).where(eq(t.companyId, companyId));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? { companyId, ...defaults, updatedAt: new Date(0) };
    },
    async save(tx, companyId, values) {
      await tx
        .insert(t)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: t.companyId, set: { ...values, updatedAt: sql`clock_timestamp()` } });
    },
    async taken(db, companyId, taken) {
      const [row] = await db
        .select({ id: d.id })
        .from(d)
        .where(
          and(
            eq(d.companyId, companyId),
            or(eq(d.number, taken.number), and(eq(d.numberPeriod, taken.period), sql`${d.numberSeq} >= ${taken.seq}`)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

/** The company's invoice numbers: `INV-0001` until the studio sets its own pattern. */
export const invoiceSeries = numberingSeries(invoiceNumbering, invoices, 'INV-{NUMBER:4}');
/** The company's credit note numbers, a series of their own: `CN-0001` until the studio sets a pattern. */
export const creditNoteSeries = numberingSeries(creditNoteNumbering, creditNotes, CREDIT_NOTE_PATTERN);
