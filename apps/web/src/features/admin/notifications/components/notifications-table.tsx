import type { AdminSystemNotification } from '@focal/contracts/system-notifications';
import { Group } from '@mantine/core';
import { DataTable } from '../../../../shared/ui/data-table';
import { StateBadge } from '../../catalogue/components/state-badge';
import { formatWindow } from '../../catalogue/lib/format-window';
import { RowEditRetire } from '../../components/row-edit-retire';
import { notificationMessages } from '../messages';

const texts = notificationMessages.table;

type Props = {
  notifications: AdminSystemNotification[];
  onEdit: (notification: AdminSystemNotification) => void;
  onRetire: (notification: AdminSystemNotification) => void;
};

/** Every notification: its state, window, audience and how many users dismissed its bar and popup. */
export function NotificationsTable({ notifications, onEdit, onRetire }: Props) {
  return (
    <DataTable
      minWidth={760}
      verticalSpacing="sm"
      highlightOnHover
      rows={notifications}
      rowKey={(notification) => notification.id}
      columns={[
        { key: 'name', header: texts.name, cell: (notification) => notification.name },
        {
          key: 'state',
          header: texts.state,
          cell: ({ state }) => <StateBadge state={state} label={notificationMessages.states[state]} />,
        },
        {
          key: 'window',
          header: texts.window,
          cell: ({ input }) => formatWindow(input.validFrom ?? null, input.validTill ?? null, texts),
        },
        {
          key: 'audience',
          header: texts.audience,
          cell: ({ input }) =>
            notificationMessages.audienceSummary(
              input.audience,
              input.audienceTiers ?? [],
              input.audienceEmails?.length ?? 0,
            ),
        },
        {
          key: 'dismissed',
          header: texts.dismissed,
          cell: (notification) =>
            texts.dismissedCounts(notification.dismissedCount, notification.popupDismissedCount),
        },
        {
          key: 'actions',
          header: texts.actions,
          headerHidden: true,
          cell: (notification) =>
            notification.state !== 'RETIRED' && (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <RowEditRetire
                  name={notification.name}
                  editLabel={texts.edit}
                  retireLabel={texts.retire}
                  onEdit={() => onEdit(notification)}
                  onRetire={() => onRetire(notification)}
                />
              </Group>
            ),
        },
      ]}
    />
  );
}
