import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { countryOptions } from '../../../../shared/locale/locale-options';
import type { ProfileFormValues } from '../../lib/profile-form';
import { companiesMessages as texts } from '../../messages';

/** The company's postal address; every line is optional. */
export function AddressFields({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { register, formState } = form;
  const errors = formState.errors.address;
  const countries = useMemo(() => [{ value: '', label: texts.noCountry }, ...countryOptions()], []);
  return (
    <>
      <TextInput
        label={texts.line1}
        autoComplete="address-line1"
        error={errors?.line1?.message}
        {...register('address.line1')}
      />
      <TextInput
        label={texts.line2}
        autoComplete="address-line2"
        error={errors?.line2?.message}
        {...register('address.line2')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={texts.city}
          autoComplete="address-level2"
          error={errors?.city?.message}
          {...register('address.city')}
        />
        <TextInput
          label={texts.region}
          autoComplete="address-level1"
          error={errors?.region?.message}
          {...register('address.region')}
        />
        <TextInput
          label={texts.postalCode}
          autoComplete="postal-code"
          error={errors?.postalCode?.message}
          {...register('address.postalCode')}
        />
        <NativeSelect
          label={texts.country}
          data={countries}
          error={errors?.country?.message}
          {...register('address.country')}
        />
      </SimpleGrid>
    </>
  );
}
