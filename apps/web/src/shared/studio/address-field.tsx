import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { AddressPart, AddressValue } from './address';
import { AddressLineSuggest } from './address-line-suggest';
import { studioMessages } from './messages';
import { useMapsKey } from './use-maps-key';

const texts = studioMessages.address;

type Props = {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  errors?: Partial<Record<AddressPart, string>> | undefined;
};

/**
 * A postal address in plain fields. With a maps key configured (spec 02 §7), line 1 offers Google's
 * place suggestions and picking one fills every part and the place id; without one, no script loads.
 * A part typed by hand after a pick drops the place id: the address is no longer Google's place.
 */
export function AddressField({ value, onChange, errors = {} }: Props) {
  const mapsKey = useMapsKey();
  const set = (part: AddressPart, text: string) => onChange({ ...value, [part]: text, placeId: null });
  const field = (part: AddressPart, autoComplete: string) => (
    <TextInput
      label={texts[part]}
      value={value[part] ?? ''}
      error={errors[part]}
      autoComplete={autoComplete}
      onChange={(event) => set(part, event.currentTarget.value)}
    />
  );
  return (
    <Stack gap="xs">
      {mapsKey ? (
        <AddressLineSuggest
          mapsKey={mapsKey}
          value={value.line1 ?? ''}
          error={errors.line1}
          onType={(text) => set('line1', text)}
          onPick={onChange}
        />
      ) : (
        field('line1', 'address-line1')
      )}
      {field('line2', 'address-line2')}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {field('city', 'address-level2')}
        {field('region', 'address-level1')}
        {field('postalCode', 'postal-code')}
        {field('country', 'country-name')}
      </SimpleGrid>
    </Stack>
  );
}
