import type { QuoteLine } from '@focal/contracts/quotes/content';
import { formatMoney } from '../../../shared/format/format-money';
import { quantityText } from '../lib/format';
import { documentMessages as texts } from '../messages';
import classes from './line-table.module.css';

type Props = {
  lines: readonly QuoteLine[];
  /** Each line's amount after its own discount (the money module's), in the lines' order. */
  amounts: readonly number[];
  currency: string;
  caption: string;
};

const columns = texts.columns;

/** The lines as a table; a phone stacks each row (line-table.module.css). */
export function LineTable({ lines, amounts, currency, caption }: Props) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    // Explicit roles: a table restyled as blocks on a phone keeps its table semantics.
    <table className={classes.table} role="table" aria-label={caption}>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            {columns.item}
          </th>
          <th role="columnheader" scope="col" className={classes.number}>
            {columns.quantity}
          </th>
          <th role="columnheader" scope="col" className={classes.number}>
            {columns.price}
          </th>
          <th role="columnheader" scope="col" className={classes.number}>
            {columns.amount}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {lines.map((line, i) => (
          <tr key={i} role="row" data-testid="document-line">
            <td role="cell" className={classes.item}>
              <div className={classes.name}>{line.name}</div>
              {line.description && <div className={classes.detail}>{line.description}</div>}
            </td>
            <td role="cell" className={`${classes.number} ${classes.quantity}`} data-label={columns.quantity}>
              {quantityText(line.quantityThousandths)}
            </td>
            <td role="cell" className={`${classes.number} ${classes.price}`} data-label={columns.price}>
              {money(line.unitPriceMinor)}
            </td>
            <td role="cell" className={`${classes.number} ${classes.amount}`}>
              {amounts[i] === undefined ? '' : money(amounts[i])}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
