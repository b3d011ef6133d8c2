import { JOB_TYPE_NAME_MAX } from '@focal/contracts/studio-list-constants';
import type { JobType } from '@focal/contracts/studio-lists';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { IconTrash } from '../../../shared/ui/icons';
import { useDeleteJobType, useUpdateJobType } from '../api/mutations';
import { listMessages as texts } from '../messages';
import { ColourPicker } from './colour-picker';
import { InlineName } from './inline-name';

/** One job type: colour, name (renamed in place), how many records use it, restore or delete. */
export function JobTypeRow({ type }: { type: JobType }) {
  const update = useUpdateJobType();
  const remove = useDeleteJobType();
  const [confirming, setConfirming] = useState(false);
  const onDelete = () =>
    remove.mutate(type.id, {
      onSuccess: ({ archived }) => {
        setConfirming(false);
        notifySuccess(archived ? texts.jobTypes.archivedToast : texts.jobTypes.deleted);
      },
      onError: (e) => handleApiError(e),
    });
  return (
    <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <ColourPicker
        value={type.colour}
        label={texts.jobTypes.pickColour(type.name)}
        onChange={(colour) => update.mutate({ id: type.id, colour }, { onError: (e) => handleApiError(e) })}
      />
      <InlineName
        name={type.name}
        maxLength={JOB_TYPE_NAME_MAX}
        save={update}
        variables={(name) => ({ id: type.id, name })}
        extra={
          <>
            {type.archived && (
              <Badge variant="light" color="gray">
                {texts.jobTypes.archived}
              </Badge>
            )}
            {type.jobCount > 0 && (
              <Text size="sm" c="dimmed" visibleFrom="xs">
                {texts.jobTypes.count(type.jobCount)}
              </Text>
            )}
          </>
        }
      />
      {type.archived ? (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() =>
            update.mutate({ id: type.id, archived: false }, { onError: (e) => handleApiError(e) })
          }
        >
          {texts.jobTypes.restore}
        </Button>
      ) : (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={texts.remove(type.name)}
          onClick={() => setConfirming(true)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
      <ConfirmDialog
        opened={confirming}
        title={texts.jobTypes.deleteTitle}
        text={
          type.jobCount > 0
            ? texts.jobTypes.deleteUsed(type.name, type.jobCount)
            : texts.jobTypes.deleteUnused(type.name)
        }
        confirmLabel={texts.delete}
        danger
        loading={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
