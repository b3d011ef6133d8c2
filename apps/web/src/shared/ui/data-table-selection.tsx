import { Checkbox } from '@mantine/core';
import type { DataTableColumn } from './data-table-column';

type Options<Row> = {
  /** The rows on the page, which the heading's checkbox selects or clears together. */
  rows: readonly Row[];
  rowId: (row: Row) => string;
  selected: ReadonlySet<string>;
  /** Without it (the loading skeleton) the heading's checkbox is drawn disabled. */
  onSelect?: (ids: string[], on: boolean) => void;
  /** The heading checkbox's accessible name ("Select all on this page"). */
  pageLabel: string;
  /** A row checkbox's accessible name ("Select Ada Lovelace"). */
  rowLabel: (row: Row) => string;
};

/** A first column of checkboxes: one per row, and one in the heading for the whole page. */
export function selectionColumn<Row>(options: Options<Row>): DataTableColumn<Row> {
  const { rows, rowId, selected, onSelect } = options;
  const ids = rows.map(rowId);
  const onPage = ids.filter((id) => selected.has(id)).length;
  return {
    key: 'select',
    width: 40,
    placeholder: 'box',
    header: (
      <Checkbox
        aria-label={options.pageLabel}
        checked={onPage > 0 && onPage === ids.length}
        indeterminate={onPage > 0 && onPage < ids.length}
        disabled={!onSelect}
        onChange={(event) => onSelect?.(ids, event.currentTarget.checked)}
      />
    ),
    cell: (row) => (
      <Checkbox
        aria-label={options.rowLabel(row)}
        checked={selected.has(rowId(row))}
        onChange={(event) => onSelect?.([rowId(row)], event.currentTarget.checked)}
      />
    ),
  };
}
