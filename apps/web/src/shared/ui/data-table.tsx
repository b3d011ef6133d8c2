import '@mantine/core/styles/Table.css';
import { type MantineSpacing, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import type { DataTableColumn } from './data-table-column';
import classes from './data-table-cards.module.css';
import { DataTableHead } from './data-table-head';

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** Above this height the table scrolls (a preview inside a dialog). */
  maxHeight?: number;
  /** Shown instead of a table with no rows (a string in dimmed text); without it the empty table shows. */
  empty?: ReactNode;
  /** A row drawn as one cell across the table instead of its columns, where this gives one. */
  wholeRow?: (row: Row) => ReactNode;
  /** A row under a row, where this gives one (its `id` is what the row's toggle controls). */
  details?: (row: Row) => { id: string; content: ReactNode } | null;
  striped?: boolean;
  highlightOnHover?: boolean;
  verticalSpacing?: MantineSpacing;
  /** On a phone, each row is a card of the cells its columns place (`DataTableColumn.card`). */
  cards?: boolean;
};

/** A body cell: Mantine's table cell look on a plain element (see DataTable). */
function cellProps<Row>(column: DataTableColumn<Row>) {
  const { className, style } = column.cellProps ?? {};
  const visible = column.visibleFrom && `mantine-visible-from-${column.visibleFrom}`;
  return {
    className: [Table.classes.td, visible, className].filter(Boolean).join(' '),
    style: column.align ? { textAlign: column.align, ...style } : style,
    'data-card': column.card,
  };
}

/**
 * A list of records, one row each, in typed columns: Mantine's table, scrolling sideways on a
 * phone, or drawn there as cards (`cards`: the same rows, restyled by CSS). The body's rows and
 * cells are plain elements with the classes and attributes Mantine's Table.Tr and Table.Td would give
 * them: as components, a page of 25 jobs was 200 of them to draw before the first row showed, a
 * fifth of the list's first render on a phone (issue 31).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, empty, wholeRow, details } = props;
  if (rows.length === 0 && empty !== undefined)
    return typeof empty === 'string' ? <Text c="dimmed">{empty}</Text> : empty;
  const rowAttributes = {
    className: Table.classes.tr,
    'data-with-row-border': true,
    'data-hover': props.highlightOnHover || undefined,
    'data-striped': props.striped ? 'odd' : undefined,
  };
  const lineClass = Table.classes.td;
  return (
    // The browser's own scrolling: Mantine's ScrollArea sets its state from a ref while React
    // commits, a second render inside the list's first paint (issue 31), and it is a chunk more.
    <Table.ScrollContainer
      type="native"
      minWidth={props.minWidth}
      mah={props.maxHeight}
      className={props.cards ? classes.cards : undefined}
      classNames={{ scrollContainerInner: classes.inner }}
    >
      <Table
        aria-label={props.label}
        aria-labelledby={props.labelledBy}
        striped={props.striped}
        highlightOnHover={props.highlightOnHover}
        verticalSpacing={props.verticalSpacing}
      >
        <DataTableHead columns={columns} />
        <Table.Tbody>
          {rows.map((row) => {
            const whole = wholeRow?.(row);
            const under = details?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr {...rowAttributes}>
                  {whole ? (
                    <td className={lineClass} colSpan={columns.length} data-card="line">
                      {whole}
                    </td>
                  ) : (
                    columns.map((column) => (
                      <td key={column.key} {...cellProps(column)}>
                        {column.cell(row)}
                      </td>
                    ))
                  )}
                </tr>
                {under && (
                  <tr id={under.id} {...rowAttributes}>
                    <td className={lineClass} colSpan={columns.length} data-card="line">
                      {under.content}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
