import type { AdminSystemNotification } from '@focal/contracts/system-notifications';
import { Stack } from '@mantine/core';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { IconBell } from '../../../../shared/ui/icons';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { CreateButton, useEditing } from '../../components/create-button';
import { useRetireFlow } from '../../components/use-retire-flow';
import { QueryState } from '../../../../shared/ui/query-state';
import { useNotifications } from '../api/list-notifications';
import { useRetireNotification } from '../api/retire-notification';
import { NotificationForm } from '../components/notification-form';
import { NotificationsTable } from '../components/notifications-table';
import { notificationMessages as texts } from '../messages';

/** The console's system notifications: the list, the form with its preview, and retiring. */
export function NotificationsPage() {
  const list = useNotifications();
  const retire = useRetireNotification();
  const editing = useEditing<AdminSystemNotification>();
  const retiring = useRetireFlow(
    retire,
    (notification: AdminSystemNotification) => notification.id,
    (notification) => texts.retire.done(notification.name),
  );

  const create = <CreateButton label={texts.create} onClick={editing.create} />;
  return (
    <Stack gap="lg">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={editing.open ? null : create}
      />
      {editing.open && (
        <NotificationForm key={editing.formKey} notification={editing.item} onDone={editing.done} />
      )}
      <QueryState query={list} loading={texts.loading} failed={texts.loadFailedTitle} retry={texts.retry}>
        {({ notifications }) =>
          notifications.length === 0 ? (
            editing.open ? null : (
              <EmptyState title={texts.emptyTitle} icon={IconBell} action={create}>
                {texts.emptyText}
              </EmptyState>
            )
          ) : (
            <NotificationsTable notifications={notifications} onEdit={editing.edit} onRetire={retiring.ask} />
          )
        }
      </QueryState>
      <ConfirmDialog
        {...retiring.dialog}
        title={texts.retire.title}
        text={retiring.target ? texts.retire.body(retiring.target.name) : ''}
        confirmLabel={texts.retire.confirm}
        danger
      />
    </Stack>
  );
}
