import type { AdminAccount } from '@focal/contracts/admin-console';
import { Button } from '@mantine/core';
import { DataTable } from '../../components/data-table';
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
      head={[column.name, column.email, column.since, column.status, '']}
      rows={admins.map((admin) => ({
        key: admin.id,
        cells: [
          admin.name,
          admin.email,
          formatMoment(admin.createdAt),
          admin.disabled ? <TonalChip theme="danger" text={texts.disabled} /> : texts.active,
          admin.actions.DISABLE ? (
            <Button size="xs" color="red.9" variant="outline" onClick={() => onDisable(admin)}>
              {texts.disable}
            </Button>
          ) : null,
        ],
      }))}
      empty=""
    />
  );
}
