import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../test/user-event';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-column';
import { selectionColumn } from './data-table-selection';
import { DataTableSkeleton } from './data-table-skeleton';

type Person = { id: string; name: string; city: string; limited?: boolean };
const PEOPLE: Person[] = [
  { id: 'p1', name: 'Ada', city: 'London' },
  { id: 'p2', name: 'Grace', city: 'Arlington' },
];
const COLUMNS: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (person) => person.name },
  { key: 'city', header: 'City', align: 'right', cell: (person) => person.city },
  { key: 'actions', header: 'Actions', headerHidden: true, cell: (person) => `Edit ${person.name}` },
];

const show = (table: ReactNode) => render(<MantineProvider env="test">{table}</MantineProvider>);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('draws a heading per column and a row per record, named by its label', () => {
    show(<DataTable label="People" minWidth={400} columns={COLUMNS} rows={PEOPLE} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'City', 'Actions']);
    const [, ada, grace] = within(table).getAllByRole('row');
    expect(cellTexts(ada!)).toEqual(['Ada', 'London', 'Edit Ada']);
    expect(cellTexts(grace!)).toEqual(['Grace', 'Arlington', 'Edit Grace']);
  });

  it('says its empty text instead of an empty table, and shows the bare table without one', () => {
    const { unmount } = show(
      <DataTable
        label="People"
        minWidth={400}
        columns={COLUMNS}
        rows={[]}
        rowKey={(p) => p.id}
        empty="Nobody yet."
      />,
    );
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    show(<DataTable label="People" minWidth={400} columns={COLUMNS} rows={[]} rowKey={(p) => p.id} />);
    expect(within(screen.getByRole('table', { name: 'People' })).getAllByRole('row')).toHaveLength(1);
  });

  it('has no header row when no column has a heading', () => {
    const bare = COLUMNS.map(({ header: _header, ...column }) => column);
    show(<DataTable label="People" minWidth={400} columns={bare} rows={PEOPLE} rowKey={(p) => p.id} />);
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('draws a whole row in one cell where asked, and a details row under a row', () => {
    show(
      <DataTable
        label="People"
        minWidth={400}
        columns={COLUMNS}
        rows={[...PEOPLE, { id: 'p3', name: 'Hidden', city: '?', limited: true }]}
        rowKey={(p) => p.id}
        wholeRow={(p) => p.limited && 'Past the limit'}
        details={(p) => (p.id === 'p1' ? { id: 'details-p1', content: 'Ada wrote the first program' } : null)}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameCityActions',
      'AdaLondonEdit Ada',
      'Ada wrote the first program',
      'GraceArlingtonEdit Grace',
      'Past the limit',
    ]);
    expect(rows[2]).toHaveAttribute('id', 'details-p1');
    expect(within(rows[4]!).getByRole('cell')).toHaveAttribute('colspan', '3');
  });

  it('selects one row, or the whole page from the heading', async () => {
    const user = setupUser();
    const onSelect = vi.fn();
    const select = selectionColumn<Person>({
      rows: PEOPLE,
      rowId: (p) => p.id,
      selected: new Set(['p1']),
      onSelect,
      pageLabel: 'Select the page',
      rowLabel: (p) => `Select ${p.name}`,
    });
    show(<DataTable minWidth={400} columns={[select, ...COLUMNS]} rows={PEOPLE} rowKey={(p) => p.id} />);
    const page = screen.getByRole('checkbox', { name: 'Select the page' });
    expect(page).not.toBeChecked();
    expect(page).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Grace' }));
    expect(onSelect).toHaveBeenLastCalledWith(['p2'], true);
    await user.click(page);
    expect(onSelect).toHaveBeenLastCalledWith(['p1', 'p2'], true);
  });

  it('while loading, says so to a screen reader over the same headings and placeholder rows', () => {
    const columns = COLUMNS.map((column) =>
      column.key === 'city' ? { ...column, visibleFrom: 'sm' } : column,
    );
    show(<DataTableSkeleton label="Loading people" minWidth={400} columns={columns} rows={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading people');
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('columnheader', { hidden: true })).toHaveLength(3);
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(4);
    // A column that gives way on a phone gives way in the skeleton too.
    const [, city] = within(rows[1]!).getAllByRole('cell', { hidden: true });
    expect(city).toHaveClass('mantine-visible-from-sm');
  });
});
