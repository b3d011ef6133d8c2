import type { AdminAccount } from '@focal/contracts/admin-console';
import { Button } from '@mantine/core';
import { DataTable } from '../../../../shared/ui/data-table';
import { formatMoment } from '../../lib/format';
import { administratorsMessages as texts } from '../messages';
import { TonalChip } from '../../../../shared/ui/tonal-chip';

type Props = { admins: AdminAccount[]; onDisable: (admin: AdminAccount) => void };

/** Every administrator; Disable only where the server offers it (never on one's own row). */
export function AdminsTable({ admins, onDisable }: Props) {
  const column = texts.columns;
  return (
    <DataTable
      label={texts.tableLabel}
      minWidth={480}
      striped
      rows={admins}
      rowKey={(admin) => admin.id}
      columns={[
        { key: 'name', header: column.name, cell: (admin) => admin.name },
        { key: 'email', header: column.email, cell: (admin) => admin.email },
        { key: 'since', header: column.since, cell: (admin) => formatMoment(admin.createdAt) },
        {
          key: 'status',
          header: column.status,
          cell: (admin) =>
            admin.disabled ? <TonalChip theme="danger" text={texts.disabled} /> : texts.active,
        },
        {
          key: 'disable',
          header: '',
          cell: (admin) =>
            admin.actions.DISABLE ? (
              <Button size="xs" color="red.9" variant="outline" onClick={() => onDisable(admin)}>
                {texts.disable}
              </Button>
            ) : null,
        },
      ]}
      empty=""
    />
  );
}
