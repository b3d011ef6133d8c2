import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Box, type MantineSpacing, Table, VisuallyHidden } from '@mantine/core';
import type { DataTableColumn } from './data-table-column';
import { DataTableHead } from './data-table-head';
import cardClasses from './data-table-cards.module.css';
import classes from './data-table-skeleton.module.css';

type Props<Row> = {
  columns: readonly DataTableColumn<Row>[];
  /** As many as a page holds: the table that replaces the skeleton moves nothing below it down. */
  rows: number;
  /** What a screen reader hears while the rows load. */
  label: string;
  minWidth: number;
  verticalSpacing?: MantineSpacing;
  /** As the table's: on a phone, a card per row. */
  cards?: boolean;
};

/** A cell's shimmer: called, not rendered as a component, so a row costs no components of its own. */
function placeholder(shape: DataTableColumn<unknown>['placeholder']) {
  if (shape === 'box') return <span className={classes.box} />;
  if (shape === 'title')
    return (
      <>
        <div className={classes.title} />
        <div className={classes.caption} />
      </>
    );
  return <div className={classes.bar} />;
}

/** A plain cell gives way where its heading does, through the class Mantine's `visibleFrom` sets. */
const cellClass = ({ visibleFrom }: Pick<DataTableColumn<unknown>, 'visibleFrom'>) =>
  visibleFrom ? `${classes.cell} mantine-visible-from-${visibleFrom}` : classes.cell;

/**
 * A `DataTable` while its first page loads: the table's own header and rows as tall as the table's,
 * shimmering, so the page does not jump when the rows arrive. The rows are plain cells, not Mantine
 * components: 25 rows of checkboxes and skeletons were a few hundred components to draw, and to take
 * down again, while the page's first screen waited. As wide as the table, but clipped rather than
 * scrolled on a phone: a scrollable region with nothing in it to focus is one a keyboard cannot
 * scroll (axe's scrollable-region-focusable, serious), and there is nothing to scroll to.
 */
export function DataTableSkeleton<Row>(props: Props<Row>) {
  const { columns, rows, label, minWidth, verticalSpacing, cards } = props;
  return (
    <Box
      className={cards ? cardClasses.cards : undefined}
      style={{ overflow: 'hidden', '--skeleton-min-width': `${minWidth}px` }}
      aria-busy
    >
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Table
        verticalSpacing={verticalSpacing}
        className={`${classes.table} ${cardClasses.inner}`}
        aria-hidden
      >
        <DataTableHead columns={columns} />
        <tbody className={classes.rows}>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} className={classes.row}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)} data-card={column.card}>
                  {placeholder(column.placeholder)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
