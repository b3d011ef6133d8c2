/**
 * A company's series of document numbers (invoices, credit notes), through its repository
 * (db/numbering-series.ts): the next number taken under the row's lock, and Settings' view.
 */
import type { NumberingSetting } from '@focal/contracts/documents/numbering-schema';
import { formatDocumentNumber, nextDocumentNumber, numberingCounterYear } from '@focal/contracts/documents/numbering';
import { todayIn } from '@focal/contracts/zoned-time';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../http/validation.ts';
import type { NumberingSeries } from '../../db/numbering-series.ts';

/** Takes the series' next number for a document issued on `day`, in the caller's transaction. */
export async function takeNextNumber(tx: Db, series: NumberingSeries, companyId: string, day: string) {
  const counter = await series.read(tx, companyId, true);
  const next = nextDocumentNumber(counter, day);
  // A pattern changed back to an old one could meet a number already issued: the caller says so.
  if (await series.taken(tx, companyId, { number: next.number, period: next.period, seq: next.seq }))
    return { ...next, taken: true as const };
  await series.save(tx, companyId, { ...counter, nextNumber: next.seq + 1, period: next.period });
  return { ...next, taken: false as const };
}

/** Settings' view of a series: the pattern, the next number, the reset and the number it gives today. */
export async function numberingView(db: Db, series: NumberingSeries, companyId: string, timeZone: string) {
  const row = await series.read(db, companyId);
  const next = nextDocumentNumber(row, todayIn(timeZone));
  return { pattern: row.pattern, nextNumber: next.seq, resetYearly: row.resetYearly, preview: next.number };
}

/**
 * A new pattern, next number or reset. The next number may skip ahead (a studio moving from
 * another tool continues its series) but never repeats a number already issued.
 */
export async function saveNumbering(
  db: Db,
  series: NumberingSeries,
  companyId: string,
  timeZone: string,
  body: NumberingSetting,
  texts: { taken: (number: string) => string; sharedPattern: string },
  /** The company's other series: the same pattern would give an invoice and a credit note one number. */
  other: NumberingSeries,
) {
  await db.transaction(async (tx) => {
    await series.read(tx, companyId, true);
    if ((await other.read(tx, companyId)).pattern === body.pattern) throw fieldError('pattern', texts.sharedPattern);
    const today = todayIn(timeZone);
    const number = formatDocumentNumber(body.pattern, body.nextNumber, today);
    const period = numberingCounterYear(body, today) ?? 0;
    if (await series.taken(tx, companyId, { number, period, seq: body.nextNumber }))
      throw fieldError('nextNumber', texts.taken(number));
    await series.save(tx, companyId, { ...body, period });
  });
  return numberingView(db, series, companyId, timeZone);
}
