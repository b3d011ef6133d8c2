import type { AdminSystemNotification } from '@focal/contracts/system-notifications';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { IconBell, IconPlus } from '../../../../shared/ui/icons';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../catalogue/components/query-state';
import { useNotifications } from '../api/list-notifications';
import { useRetireNotification } from '../api/retire-notification';
import { NotificationForm } from '../components/notification-form';
import { NotificationsTable } from '../components/notifications-table';
import { notificationMessages as texts } from '../messages';

/** The console's system notifications: the list, the form with its preview, and retiring. */
export function NotificationsPage() {
  const list = useNotifications();
  const retire = useRetireNotification();
  const [editing, setEditing] = useState<AdminSystemNotification | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminSystemNotification | null>(null);

  const confirmRetire = async (notification: AdminSystemNotification) => {
    try {
      await retire.mutateAsync(notification.id);
      notifySuccess(texts.retire.done(notification.name));
      setRetiring(null);
    } catch (error) {
      handleApiError(error);
    }
  };

  const create = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden focusable={false} />}
      onClick={() => setEditing('new')}
    >
      {texts.create}
    </Button>
  );
  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} actions={editing ? null : create} />
      {editing && (
        <NotificationForm
          key={editing === 'new' ? 'new' : editing.id}
          notification={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState query={list} loading={texts.loading} failed={texts.loadFailedTitle} retry={texts.retry}>
        {({ notifications }) =>
          notifications.length === 0 ? (
            editing ? null : (
              <EmptyState title={texts.emptyTitle} icon={IconBell} action={create}>
                {texts.emptyText}
              </EmptyState>
            )
          ) : (
            <NotificationsTable notifications={notifications} onEdit={setEditing} onRetire={setRetiring} />
          )
        }
      </QueryState>
      <ConfirmDialog
        opened={retiring !== null}
        title={texts.retire.title}
        text={retiring ? texts.retire.body(retiring.name) : ''}
        confirmLabel={texts.retire.confirm}
        danger
        loading={retire.isPending}
        onConfirm={() => retiring && void confirmRetire(retiring)}
        onClose={() => setRetiring(null)}
      />
    </Stack>
  );
}
