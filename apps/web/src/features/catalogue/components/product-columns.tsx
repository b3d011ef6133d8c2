import type { Product } from '@focal/contracts/catalogue';
import { Anchor, Group, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { TaxRateOption } from '../api/company-catalogue-settings';
import { catalogueMessages as texts } from '../messages';
import { RowActionsMenu, type RowAction } from './row-actions-menu';
import { Thumbnail } from './thumbnail';

const columns = texts.columns;

/** The picture's thumbnail beside the name (a button that opens the form), its archived mark and description. */
export const nameCell = (
  row: { name: string; description: string; archivedAt: string | null; imageUrl: string | null },
  edit: () => void,
) => (
  <Group gap="sm" wrap="nowrap" align="flex-start">
    <Thumbnail url={row.imageUrl} name={row.name} />
    <div style={{ minWidth: 0 }}>
      <Anchor component="button" type="button" fw={500} ta="left" onClick={edit}>
        {row.name}
      </Anchor>
      {row.archivedAt ? (
        <>
          {' '}
          <TonalChip text={texts.archived} />
        </>
      ) : null}
      {row.description ? (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {row.description}
        </Text>
      ) : null}
    </div>
  </Group>
);

export const actionsColumn = <R extends { id: string; name: string; archivedAt: string | null }>(
  act: (row: R, action: RowAction) => void,
): DataTableColumn<R> => ({
  key: 'actions',
  header: columns.actions,
  headerHidden: true,
  align: 'right',
  // A card's corner on a phone: the menu stays in reach.
  card: 'aside',
  width: 56,
  cell: (row) => (
    <RowActionsMenu
      id={row.id}
      name={row.name}
      archived={Boolean(row.archivedAt)}
      onAction={(action) => act(row, action)}
    />
  ),
});

/** The products list's columns; on a phone a card: the name, the menu, then price, taxes and packages. */
export function productColumns(
  act: (row: Product, action: RowAction) => void,
  rates: readonly TaxRateOption[] | undefined,
): DataTableColumn<Product>[] {
  const taxNames = (ids: string[]) =>
    ids
      .map((id) => rates?.find((rate) => rate.id === id)?.name)
      .filter(Boolean)
      .join(', ');
  return [
    {
      key: 'name',
      header: columns.name,
      placeholder: 'title',
      card: 'title',
      cell: (row) => nameCell(row, () => act(row, 'edit')),
    },
    {
      key: 'price',
      header: columns.price,
      align: 'right',
      card: 'meta',
      cell: (row) => formatMoney(row.unitPriceMinor, row.currency),
    },
    {
      key: 'taxes',
      header: columns.taxes,
      card: 'meta',
      cell: (row) => (row.taxRateIds.length > 0 ? taxNames(row.taxRateIds) : texts.noTaxes),
    },
    {
      key: 'packages',
      header: columns.inPackages,
      card: 'meta',
      cell: (row) =>
        row.packageCount > 0 ? texts.packageCount(row.packageCount) : <span data-card-omit>—</span>,
    },
    actionsColumn(act),
  ];
}
