import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useMemo, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { currencyForCountry } from '../lib/currency-by-country';
import { countryOptions, currencyOptions, supportedCurrencies, timeZoneOptions } from '../lib/locale-options';
import { authMessages } from '../messages';

type LocaleValues = { country: string; currency: string; timeZone: string };

/**
 * Country, currency and time zone as native selects: hundreds of options stay fast, and every
 * browser and assistive technology already knows how to use them.
 */
export function LocaleFields<T extends LocaleValues>({ form }: { form: UseFormReturn<T> }) {
  // react-hook-form's generics cannot see that T has these fields; this view of it can.
  const localeForm = form as unknown as UseFormReturn<LocaleValues>;
  const { register, setValue, formState } = localeForm;
  const { errors } = formState;
  const countries = useMemo(
    () => [{ value: '', label: authMessages.signup.countryPlaceholder, disabled: true }, ...countryOptions()],
    [],
  );
  const currencies = useMemo(currencyOptions, []);
  const zones = useMemo(timeZoneOptions, []);
  const supported = useMemo(supportedCurrencies, []);
  // Once the user picks a currency, a later country change no longer overrides it.
  const currencyChosen = useRef(false);

  const country = register('country', {
    onChange: (event: { target: { value: string } }) => {
      if (!currencyChosen.current) {
        setValue('currency', currencyForCountry(event.target.value, supported), {
          shouldValidate: formState.isSubmitted,
        });
      }
    },
  });
  const currency = register('currency', {
    onChange: () => {
      currencyChosen.current = true;
    },
  });

  return (
    <>
      <NativeSelect
        label={authMessages.signup.country}
        data={countries}
        error={errors.country?.message}
        {...country}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label={authMessages.signup.currency}
          data={currencies}
          error={errors.currency?.message}
          {...currency}
        />
        <NativeSelect
          label={authMessages.signup.timeZone}
          data={zones}
          error={errors.timeZone?.message}
          {...register('timeZone')}
        />
      </SimpleGrid>
    </>
  );
}
