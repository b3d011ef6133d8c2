import '@mantine/core/styles/Table.css';
import type { AdminSystemNotification } from '@focal/contracts/system-notifications';
import { Group, Table, VisuallyHidden } from '@mantine/core';
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
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.name}</Table.Th>
            <Table.Th>{texts.state}</Table.Th>
            <Table.Th>{texts.window}</Table.Th>
            <Table.Th>{texts.audience}</Table.Th>
            <Table.Th>{texts.dismissed}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{texts.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notifications.map((notification) => {
            const { input, state } = notification;
            const open = state !== 'RETIRED';
            return (
              <Table.Tr key={notification.id}>
                <Table.Td>{notification.name}</Table.Td>
                <Table.Td>
                  <StateBadge state={state} label={notificationMessages.states[state]} />
                </Table.Td>
                <Table.Td>{formatWindow(input.validFrom ?? null, input.validTill ?? null, texts)}</Table.Td>
                <Table.Td>
                  {notificationMessages.audienceSummary(
                    input.audience,
                    input.audienceTiers ?? [],
                    input.audienceEmails?.length ?? 0,
                  )}
                </Table.Td>
                <Table.Td>
                  {texts.dismissedCounts(notification.dismissedCount, notification.popupDismissedCount)}
                </Table.Td>
                <Table.Td>
                  {open && (
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <RowEditRetire
                        name={notification.name}
                        editLabel={texts.edit}
                        retireLabel={texts.retire}
                        onEdit={() => onEdit(notification)}
                        onRetire={() => onRetire(notification)}
                      />
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
