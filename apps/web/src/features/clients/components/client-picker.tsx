import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Combobox, Pill, PillsInput, Stack, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { clientSearchQuery } from '../api/search-clients';
import { clientPickerMessages as texts } from '../picker-messages';

// Its form (and the clients' schemas it checks with) loads on "+ New client": a picker in a page's
// filters or form costs no more than itself when the page opens (issue 31).
const NewClientInline = lazy(() =>
  import('./new-client-inline').then((m) => ({ default: m.NewClientInline })),
);

const NEW = '\u0000new';

export type PickedClient = { id: string; displayName: string };

type Props = {
  value: PickedClient[];
  onChange: (value: PickedClient[]) => void;
  /** How many may be picked; 1 for a single client. */
  max?: number;
  label?: string;
  error?: string | undefined;
  /** Offer "+ New client" (a filter picks among the clients there are). */
  allowNew?: boolean;
};

/**
 * Search the company's clients as you type (the list route's ranked, typo-tolerant search) and pick
 * one or more, with the keyboard (arrows, Enter, Backspace removes the last) or the mouse; "+ New
 * client" opens a small form in place and picks the client it creates.
 */
export function ClientPicker({ value, onChange, max = Infinity, label, error, allowNew = true }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState<string | null>(null);
  const [q] = useDebouncedValue(search.trim(), 200);
  const full = value.length >= max;
  const results = useQuery({ ...clientSearchQuery(q), enabled: combobox.dropdownOpened && !full });
  const picked = new Set(value.map((c) => c.id));
  const options = (results.data?.rows ?? []).filter((row) => !picked.has(row.id));

  const pick = (client: PickedClient) => {
    onChange([...value, client].slice(0, max));
    setSearch('');
    combobox.closeDropdown();
  };
  const submit = (id: string) => {
    if (id === NEW) {
      setCreating(search);
      combobox.closeDropdown();
      return;
    }
    const row = options.find((r) => r.id === id);
    if (row) pick({ id: row.id, displayName: row.displayName });
  };

  // Mantine's combobox (a popover that measures the page when it mounts) comes with the first focus
  // or click: until then the same field alone, so a picker in a list's filters costs a page opening
  // no more than a text field (issue 31: TBT on a phone). The field is remade inside it, focused.
  const [engaged, setEngaged] = useState(false);
  const field = (
    <PillsInput.Field
      value={search}
      placeholder={value.length === 0 ? texts.placeholder : undefined}
      aria-label={label ?? (max === 1 ? texts.label : texts.labelMany)}
      autoFocus={engaged}
      onFocus={() => (engaged ? combobox.openDropdown() : setEngaged(true))}
      onBlur={() => combobox.closeDropdown()}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        combobox.openDropdown();
        combobox.updateSelectedOptionIndex();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Backspace' && search === '' && value.length > 0) onChange(value.slice(0, -1));
      }}
    />
  );
  const input = (
    <PillsInput
      label={label ?? (max === 1 ? texts.label : texts.labelMany)}
      error={error}
      onClick={() => !full && (engaged ? combobox.openDropdown() : setEngaged(true))}
      description={full && max > 1 ? texts.full(max) : undefined}
    >
      <Pill.Group>
        {value.map((client) => (
          <Pill
            key={client.id}
            withRemoveButton
            removeButtonProps={{ 'aria-label': texts.remove(client.displayName) }}
            onRemove={() => onChange(value.filter((c) => c.id !== client.id))}
          >
            {client.displayName}
          </Pill>
        ))}
        {full ? null : engaged ? <Combobox.EventsTarget>{field}</Combobox.EventsTarget> : field}
      </Pill.Group>
    </PillsInput>
  );

  return (
    <Stack gap="xs">
      {engaged ? (
        <Combobox store={combobox} onOptionSubmit={submit}>
          <Combobox.DropdownTarget>{input}</Combobox.DropdownTarget>
          <Combobox.Dropdown>
            <Combobox.Options>
              {options.map((row) => (
                <Combobox.Option value={row.id} key={row.id}>
                  <Text size="sm">{row.displayName}</Text>
                  {row.email ? (
                    <Text size="xs" c="dimmed">
                      {row.email}
                    </Text>
                  ) : null}
                </Combobox.Option>
              ))}
              {results.isFetching && options.length === 0 ? (
                <Combobox.Empty>{texts.searching}</Combobox.Empty>
              ) : null}
              {!results.isFetching && q && options.length === 0 ? (
                <Combobox.Empty>{texts.nothingFound}</Combobox.Empty>
              ) : null}
              {allowNew && <Combobox.Option value={NEW}>{texts.newClient}</Combobox.Option>}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
      ) : (
        input
      )}
      {creating !== null ? (
        <Suspense fallback={null}>
          <NewClientInline
            initialName={creating}
            onCancel={() => setCreating(null)}
            onCreated={(client) => {
              setCreating(null);
              pick(client);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
