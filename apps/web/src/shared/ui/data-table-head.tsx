import { Table, VisuallyHidden } from '@mantine/core';
import type { DataTableColumn } from './data-table-column';

/** The header row, shared by the table and its loading skeleton so both have one shape. */
export function DataTableHead<Row>({ columns }: { columns: readonly DataTableColumn<Row>[] }) {
  if (columns.every((column) => column.header === undefined)) return null;
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th
            key={column.key}
            w={column.width}
            ta={column.align}
            visibleFrom={column.visibleFrom}
            aria-sort={column.sort}
          >
            {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
