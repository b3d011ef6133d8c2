import type { CustomField } from '@focal/contracts/studio-lists';
import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { IconPencil, IconTrash } from '../../../shared/ui/icons';
import { useDeleteCustomField, useUpdateCustomField } from '../api/mutations';
import { listMessages as texts } from '../messages';
import { CustomFieldDialog } from './custom-field-dialog';

/** One custom field: label, type, a choice list's options; edit or delete (values go with it). */
export function CustomFieldRow({ field }: { field: CustomField }) {
  const update = useUpdateCustomField();
  const remove = useDeleteCustomField();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <FieldSummary field={field} />
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={texts.fields.edit(field.label)}
        onClick={() => setEditing(true)}
      >
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={texts.remove(field.label)}
        onClick={() => setConfirming(true)}
      >
        <IconTrash size={16} />
      </ActionIcon>
      <CustomFieldDialog
        field={field}
        opened={editing}
        onClose={() => setEditing(false)}
        save={update}
        variables={({ label, options }) => ({
          id: field.id,
          label,
          ...(field.type === 'select' && { options }),
        })}
      />
      <ConfirmDialog
        opened={confirming}
        title={texts.fields.deleteTitle}
        text={texts.fields.deleteText(field.label)}
        confirmLabel={texts.delete}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(field.id, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(texts.fields.deleted);
            },
            onError: (e) => handleApiError(e),
          })
        }
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}

function FieldSummary({ field }: { field: CustomField }) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <Text fw={500} truncate>
        {field.label}
      </Text>
      <Badge variant="light" color="gray">
        {texts.fields.types[field.type]}
      </Badge>
      {field.options.length > 0 && (
        <Text size="sm" c="dimmed" truncate visibleFrom="sm">
          {field.options.join(', ')}
        </Text>
      )}
    </Group>
  );
}
