import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { isApiError } from '../../../shared/http/api-error';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { listMessages as texts } from '../messages';

type Props = {
  label: string;
  maxLength: number;
  /** Adds the item; a field refusal (a name taken) shows under the input. */
  onAdd: (name: string) => Promise<unknown>;
  /** Controls between the name and the Add button (a colour, a kind). */
  children?: ReactNode;
};

/** The row that adds an item to a list: a name, the list's own controls, Add (or Enter). */
export function AddRow({ label, maxLength, onAdd, children }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    setSaving(true);
    try {
      await onAdd(name.trim());
      setName('');
      setError(null);
    } catch (e) {
      const field = isApiError(e) ? e.fields.name : undefined;
      if (field) setError(field);
      else handleApiError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={label}
          value={name}
          maxLength={maxLength}
          error={error}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          style={{ flex: 1, minWidth: 180 }}
        />
        {children}
        <Button type="submit" mt={25} loading={saving} disabled={name.trim() === ''}>
          {texts.add}
        </Button>
      </Group>
    </form>
  );
}
