import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../shared/http/api-error';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { IconPencil } from '../../../shared/ui/icons';
import { listMessages as texts } from '../messages';

type Props = {
  name: string;
  maxLength: number;
  /** Saves the new name; a refusal with a field message keeps the input open and shows it. */
  onSave: (name: string) => Promise<unknown>;
  /** Drawn after the name (a count, an "Archived" badge). */
  extra?: React.ReactNode;
};

/** A list item's name, renamed in place: the pencil opens it, Enter or leaving saves, Escape cancels. */
export function InlineName({ name, maxLength, onSave, extra }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (draft === null || saving) return;
    const next = draft.trim();
    if (next === '' || next === name) return close();
    setSaving(true);
    try {
      await onSave(next);
      close();
    } catch (e) {
      const field = isApiError(e) ? (e.fields.name ?? null) : null;
      if (field) setError(field);
      else handleApiError(e);
    } finally {
      setSaving(false);
    }
  };

  if (draft !== null) {
    return (
      <TextInput
        aria-label={texts.nameLabel}
        value={draft}
        maxLength={maxLength}
        error={error}
        disabled={saving}
        data-autofocus
        autoFocus
        style={{ flex: 1 }}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
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
