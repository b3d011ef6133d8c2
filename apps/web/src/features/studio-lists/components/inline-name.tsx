import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { IconPencil } from '../../../shared/ui/icons';
import type { ListSave } from '../api/use-list-mutation';
import { listMessages as texts } from '../messages';

type Props<V> = {
  name: string;
  maxLength: number;
  /** The item's update mutation; a refusal with a name message keeps the input open and shows it. */
  save: ListSave<V>;
  /** The update request for the new name. */
  variables: (name: string) => V;
  /** Drawn after the name (a count, an "Archived" badge). */
  extra?: React.ReactNode;
};

/** A list item's name, renamed in place: the pencil opens it, Enter or leaving saves, Escape cancels. */
export function InlineName<V>({ name, maxLength, save, variables, extra }: Props<V>) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setDraft(null);
    setError(null);
  };
  const submit = () => {
    if (draft === null || save.isPending) return;
    const next = draft.trim();
    if (next === '' || next === name) return close();
    save.mutate(variables(next), {
      onSuccess: close,
      onError: (e) =>
        handleApiError(e, {
          setFieldError: (field, message) => field === 'name' && (setError(message), true),
        }),
    });
  };

  if (draft !== null) {
    return (
      <TextInput
        aria-label={texts.nameLabel}
        value={draft}
        maxLength={maxLength}
        error={error}
        disabled={save.isPending}
        data-autofocus
        autoFocus
        style={{ flex: 1 }}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={submit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
          if (e.key === 'Escape') close();
        }}
      />
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <Text fw={500} truncate>
        {name}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={texts.rename(name)}
        onClick={() => setDraft(name)}
      >
        <IconPencil size={16} />
      </ActionIcon>
      {extra}
    </Group>
  );
}
