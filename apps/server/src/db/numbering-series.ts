import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { creditNoteNumbering, invoiceNumbering } from './schema.ts';

/**
 * A company's series of document numbers (invoices, credit notes): one row per company holding the
 * pattern, the next number and the yearly reset, locked while a document takes its number so that
 * two issued at once never share or skip one.
 */
type SeriesTable = typeof invoiceNumbering | typeof creditNoteNumbering;
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

export function numberingSeries(table: SeriesTable, pattern: string, taken: NumberingSeries['taken']): NumberingSeries {
  const defaults = { pattern, nextNumber: 1, resetYearly: false, period: 0 };
  // The two tables have the same columns; drizzle's builders want one table type, not a union.
  const t = table as typeof invoiceNumbering;
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
    taken,
  };
}
