import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { renderPage } from '../../test/render-page';
import type { AddressValue } from './address';
import { AddressField } from './address-field';

const mapsScript = () => document.head.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]');

function Harness({ onChange }: { onChange: (value: AddressValue) => void }) {
  const [value, setValue] = useState<AddressValue>({});
  return (
    <AddressField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const withKey = (key?: string) => {
  const bootstrap = bootstrapFixture();
  if (key) bootstrap.bootstrapSettings.properties['mapsApiKey'] = key;
  return bootstrap;
};

/** What Google's script does once loaded: installs importLibrary and calls the loader's callback. Only this is a stand-in. */
function answerAsGoogle() {
  const fetchFields = vi.fn(async function (this: { addressComponents?: unknown }) {
    this.addressComponents = [
      { types: ['street_number'], longText: '10', shortText: '10' },
      { types: ['route'], longText: 'Downing Street', shortText: 'Downing St' },
      { types: ['postal_town'], longText: 'London', shortText: 'London' },
      { types: ['administrative_area_level_1'], longText: 'England', shortText: 'England' },
      { types: ['postal_code'], longText: 'SW1A 2AA', shortText: 'SW1A 2AA' },
      { types: ['country'], longText: 'United Kingdom', shortText: 'GB' },
    ];
  });
  const places = {
    AutocompleteSessionToken: class {},
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions: vi.fn(async () => ({
        suggestions: [
          {
            placePrediction: {
              placeId: 'place-10',
              text: { text: '10 Downing Street, London, UK' },
              toPlace: () => ({ fetchFields }),
            },
          },
        ],
      })),
    },
  };
  const maps = (window as unknown as { google: { maps: Record<string, unknown> } }).google.maps;
  const callback = maps['__ib__'] as () => void;
  maps['importLibrary'] = vi.fn(async () => places);
  callback();
  return { places, importLibrary: maps['importLibrary'] };
}

afterEach(() => mapsScript()?.remove());

describe('AddressField (spec 02 §7)', () => {
  it('is plain fields without a maps key, and loads no script', async () => {
    const onChange = vi.fn();
    const { user } = renderPage(<Harness onChange={onChange} />, { bootstrap: withKey() });
    await user.click(screen.getByLabelText('Address line 1'));
    await user.type(screen.getByLabelText('Address line 1'), '10 Downing');
    await user.type(screen.getByLabelText('Postal code'), 'SW1A');
    expect(mapsScript()).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ line1: '10 Downing', postalCode: 'SW1A' }),
    );
  });

  it('with a key, loads the places library on first focus and fills every part from a picked place', async () => {
    const onChange = vi.fn();
    const { user } = renderPage(<Harness onChange={onChange} />, { bootstrap: withKey('AIzaTestKey') });
    expect(mapsScript()).toBeNull();
    await user.click(screen.getByLabelText('Address line 1'));
    await waitFor(() => expect(mapsScript()).not.toBeNull());
    const src = new URL(mapsScript()!.src);
    expect(src.searchParams.get('key')).toBe('AIzaTestKey');
    expect(src.searchParams.get('libraries')).toBe('places');
    const google = answerAsGoogle();
    await waitFor(() => expect(google.importLibrary).toHaveBeenCalledWith('places'));

    await user.type(screen.getByLabelText('Address line 1'), '10 Downing');
    await user.click(await screen.findByRole('option', { name: '10 Downing Street, London, UK' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        line1: '10 Downing Street',
        line2: '',
        city: 'London',
        region: 'England',
        postalCode: 'SW1A 2AA',
        country: 'United Kingdom',
        placeId: 'place-10',
      }),
    );
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(google.places.AutocompleteSuggestion.fetchAutocompleteSuggestions).toHaveBeenCalledWith(
      expect.objectContaining({ input: '10 Downing' }),
    );
  });
});
