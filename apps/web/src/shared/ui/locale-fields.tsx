import { SimpleGrid } from '@mantine/core';
import { useDeferredValue, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { currencyForCountry } from '../locale/currency-by-country';
import { timeZoneForCountry } from '../locale/time-zone-by-country';
import {
  browserTimeZone,
  countryOptions,
  currencyOptions,
  supportedCurrencies,
  timeZoneOptions,
} from '../locale/locale-options';
import { sharedMessages } from '../messages';
import { BrowserListSelect } from './browser-list-select';
import { useHydrated } from './use-hydrated';

const countries = () => [
  { value: '', label: sharedMessages.countryPlaceholder, disabled: true },
  ...countryOptions(),
];

export type LocaleField = 'country' | 'currency' | 'timeZone';

/** Which selects a completion form shows, from the fields the server asks for (spec 01 §3 says `timezone`). */
export function askedLocaleFields(fields: readonly string[]): LocaleField[] {
  const shown: LocaleField[] = [];
  if (fields.includes('country')) shown.push('country');
  if (fields.includes('currency')) shown.push('currency');
  if (fields.includes('timezone')) shown.push('timeZone');
  return shown;
}
const ALL: readonly LocaleField[] = ['country', 'currency', 'timeZone'];

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The form's names for the fields, where they differ (the OAuth completion says `timezone`). */
  names?: Partial<Record<LocaleField, string>>;
  /** The fields to show; all three unless said. */
  show?: readonly LocaleField[];
};

/**
 * Country, currency and time zone as native selects: hundreds of options stay fast, and every
 * browser and assistive technology already knows how to use them.
 */
export function LocaleFields<T extends FieldValues>({ form, names = {}, show = ALL }: Props<T>) {
  // react-hook-form's generics cannot see that T has these fields; this view of it can.
  const localeForm = form as unknown as UseFormReturn<Record<string, string>>;
  const { register, setValue, formState } = localeForm;
  const { errors } = formState;
  const name = (field: LocaleField) => names[field] ?? field;
  const shows = (field: LocaleField) => show.includes(field);
  const errorOf = (field: LocaleField) => errors[name(field)]?.message;
  // The lists are the browser's (its language's names, its Intl data): the prerendered /signup has
  // the selects empty, at the same size, and they mount afresh with their lists once the app runs,
  // so the form writes its values into them then. Building and drawing a thousand options took a
  // phone's main thread for most of a second at once (Lighthouse's total blocking time): after
  // hydration it is a deferred render, which React splits into short tasks; a page the app renders
  // itself has them from the first render.
  const live = useDeferredValue(useHydrated());
  // Once the user picks a currency or a time zone, a later country change no longer overrides it.
  const currencyChosen = useRef(false);
  const timeZoneChosen = useRef(false);

  const country = register(name('country'), {
    onChange: (event: { target: { value: string } }) => {
      const chosen = event.target.value;
      const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
      if (!currencyChosen.current && shows('currency')) {
        setValue(name('currency'), currencyForCountry(chosen, supportedCurrencies()), options);
      }
      // Issue 10 §11: United Kingdom set GBP but left the time zone at UTC.
      const zone =
        timeZoneChosen.current || !shows('timeZone')
          ? null
          : timeZoneForCountry(
              chosen,
              new Set(timeZoneOptions().map((zone) => zone.value)),
              browserTimeZone(),
            );
      if (zone) setValue(name('timeZone'), zone, options);
    },
  });
  const currency = register(name('currency'), {
    onChange: () => {
      currencyChosen.current = true;
    },
  });
  const timeZone = register(name('timeZone'), {
    onChange: () => {
      timeZoneChosen.current = true;
    },
  });
  const pair = [shows('currency'), shows('timeZone')].filter(Boolean).length;
  const key = (field: LocaleField) => `${field}-${live ? 'live' : 'html'}`;

  return (
    <>
      {shows('country') && (
        <BrowserListSelect
          key={key('country')}
          label={sharedMessages.country}
          options={countries}
          live={live}
          error={errorOf('country')}
          {...country}
        />
      )}
      {pair > 0 && (
        <SimpleGrid cols={{ base: 1, xs: pair }}>
          {shows('currency') && (
            <BrowserListSelect
              key={key('currency')}
              label={sharedMessages.currency}
              options={currencyOptions}
              live={live}
              error={errorOf('currency')}
              {...currency}
            />
          )}
          {shows('timeZone') && (
            <BrowserListSelect
              key={key('timeZone')}
              label={sharedMessages.timeZone}
              options={timeZoneOptions}
              live={live}
              error={errorOf('timeZone')}
              {...timeZone}
            />
          )}
        </SimpleGrid>
      )}
    </>
  );
}
