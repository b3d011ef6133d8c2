import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A CSV download streamed a batch at a time (100,000 rows never sit in memory), with a byte-order
 * mark so a spreadsheet opens accented names as UTF-8. A cell a spreadsheet would run as a formula
 * (= + - @, or a tab or carriage return first) gets a leading apostrophe, so an exported name like
 * '=HYPERLINK(…)' stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const defused = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

export function csvDownload(columns: readonly string[], batches: AsyncIterable<readonly string[][]>): Readable {
  const out = stringify({ header: true, columns: columns.map(defused), bom: true });
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) if (!out.write(row.map(defused))) await once(out, 'drain');
      }
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
