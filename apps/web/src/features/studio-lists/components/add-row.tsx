import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import type { ListSave } from '../api/use-list-mutation';
import { listMessages as texts } from '../messages';

type Props<V> = {
  label: string;
  maxLength: number;
  /** The list's create mutation; a field refusal on the name (a name taken) shows under the input. */
  save: ListSave<V>;
  /** The create request for a name (with the list's own controls' values). */
  variables: (name: string) => V;
  /** After the item was added (the list's own controls start again). */
  onAdded?: () => void;
  /** Controls between the name and the Add button (a colour, a kind). */
  children?: ReactNode;
};

/** The row that adds an item to a list: a name, the list's own controls, Add (or Enter). */
export function AddRow<V>({ label, maxLength, save, variables, onAdded, children }: Props<V>) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || save.isPending) return;
    save.mutate(variables(name.trim()), {
      onSuccess: () => {
        setName('');
        setError(null);
        onAdded?.();
      },
      onError: (e) =>
        handleApiError(e, {
          setFieldError: (field, message) => field === 'name' && (setError(message), true),
        }),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
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
        <Button type="submit" mt={25} loading={save.isPending} disabled={name.trim() === ''}>
          {texts.add}
        </Button>
      </Group>
    </form>
  );
}
