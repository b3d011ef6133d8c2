import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sharedMessages } from '../messages';

type Props<T extends FieldValues> = { form: UseFormReturn<T> };

/** First and last name side by side (stacked on phones), as every sign-up form asks them. */
export function NameFields<T extends FieldValues>({ form }: Props<T>) {
  // react-hook-form's generics cannot see that T has these fields; this view of it can.
  const { register, formState } = form as unknown as UseFormReturn<{ firstName: string; lastName: string }>;
  const { errors } = formState;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        label={sharedMessages.firstName}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextInput
        label={sharedMessages.lastName}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
    </SimpleGrid>
  );
}
