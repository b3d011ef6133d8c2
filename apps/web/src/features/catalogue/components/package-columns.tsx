import type { Package } from '@focal/contracts/catalogue';
import { Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
import { catalogueMessages as texts } from '../messages';
import { actionsColumn, nameCell } from './product-columns';
import type { RowAction } from './row-actions-menu';

const columns = texts.columns;

/** The packages list's columns; on a phone a card: the name, the menu, the price, then its products. */
export function packageColumns(act: (row: Package, action: RowAction) => void): DataTableColumn<Package>[] {
  return [
    {
      key: 'name',
      header: columns.name,
      placeholder: 'title',
      card: 'title',
      cell: (row) => nameCell(row, () => act(row, 'edit')),
    },
    {
      key: 'items',
      header: columns.items,
      card: 'line',
      cell: (row) =>
        row.items.length > 0 && (
          <>
            {texts.itemCount(row.items.length)}
            <Text span size="xs" c="dimmed" display="block" lineClamp={1}>
              {row.items.map((item) => item.productName).join(', ')}
            </Text>
          </>
        ),
    },
    {
      key: 'price',
      header: columns.price,
      align: 'right',
      card: 'meta',
      cell: (row) => formatMoney(row.priceMinor, row.currency),
    },
    actionsColumn(act),
  ];
}
