import { memo } from 'react';
import { DataTableSkeleton } from '../../../shared/ui/data-table-skeleton';
import { clientsMessages } from '../messages';
import { clientsColumns } from './clients-table';

/** As many rows as a page holds. */
const ROWS = 25;
/** Only the headings and the cells' shapes are drawn: no row is formatted, whatever the zone and currency. */
const COLUMNS = clientsColumns([], { selected: new Set() }, { timeZone: 'UTC', currency: 'USD' });

/**
 * The list while its first page loads, its header and rows as tall as the table's (a checkbox, the
 * name over its kind). Memoised: it has no props, so the page's own updates (the answer arriving)
 * never draw it again.
 */
export const ClientsTableSkeleton = memo(function ClientsTableSkeleton() {
  return (
    <DataTableSkeleton
      columns={COLUMNS}
      rows={ROWS}
      label={clientsMessages.loading}
      minWidth={760}
      cards
      verticalSpacing="xs"
    />
  );
});
