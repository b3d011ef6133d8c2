/// <reference types="google.maps" />
import '@mantine/core/styles/Combobox.css';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { AddressValue } from './address';
import { addressOfPlace, loadPlaces, type PlaceSuggestion, suggestPlaces } from './maps-places';
import { studioMessages } from './messages';

const texts = studioMessages.address;

type Props = {
  mapsKey: string;
  value: string;
  error?: string | undefined;
  onType: (line1: string) => void;
  onPick: (address: AddressValue) => void;
};

/** Line 1 with Google's place suggestions: the maps script loads on first focus, then each pause in typing asks for suggestions. */
export function AddressLineSuggest({ mapsKey, value, error, onType, onPick }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const library = useRef<google.maps.PlacesLibrary | undefined>(undefined);
  const session = useRef<google.maps.places.AutocompleteSessionToken | undefined>(undefined);
  // Each pause in typing asks Google once; the answer, and whether one is coming, are the mutation's.
  const suggest = useMutation({
    mutationFn: async (input: string) => {
      const places = library.current ?? (await load());
      if (!places) return [];
      session.current ??= new places.AutocompleteSessionToken();
      return suggestPlaces(places, input, session.current);
    },
    onSuccess: (found) => found.length > 0 && combobox.openDropdown(),
  });
  const suggestions: PlaceSuggestion[] = suggest.isError ? [] : (suggest.data ?? []);

  const load = () =>
    loadPlaces(mapsKey).then(
      (places) => (library.current = places),
      // Without the script (blocked, offline) the field stays a plain one.
      () => undefined,
    );

  const ask = useDebouncedCallback((input: string) => {
    if (input.trim().length < 3) suggest.reset();
    else suggest.mutate(input);
  }, 250);

  const pick = async (placeId: string) => {
    const suggestion = suggestions.find((s) => s.placeId === placeId);
    combobox.closeDropdown();
    if (!suggestion) return;
    session.current = undefined;
    try {
      onPick(await addressOfPlace(suggestion));
    } catch {
      onType(suggestion.text);
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={(id) => void pick(id)}>
      <Combobox.Target>
        <TextInput
          label={texts.line1}
          value={value}
          error={error}
          autoComplete="address-line1"
          rightSection={suggest.isPending ? <Loader size="xs" aria-label={texts.searching} /> : null}
          onFocus={() => void load()}
          onBlur={() => combobox.closeDropdown()}
          onChange={(event) => {
            onType(event.currentTarget.value);
            ask(event.currentTarget.value);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={suggestions.length === 0}>
        <Combobox.Options>
          {suggestions.map((s) => (
            <Combobox.Option value={s.placeId} key={s.placeId}>
              {s.text}
            </Combobox.Option>
          ))}
        </Combobox.Options>
        <Combobox.Footer>
          <Text size="xs" c="dimmed">
            {texts.poweredBy}
          </Text>
        </Combobox.Footer>
      </Combobox.Dropdown>
    </Combobox>
  );
}
