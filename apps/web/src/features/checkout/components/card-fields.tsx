import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { spacedNumber } from '../../../shared/payments/card-entry';
import { type CardFormValues, typedExpiry } from '../lib/card-form';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.checkout;

/**
 * The sandbox's card form: number in groups of four, 'MM / YY', CVC and the cardholder's name. With
 * Stripe the card is entered on Stripe's page instead and never reaches Focal.
 */
export function CardFields({ form, disabled }: { form: UseFormReturn<CardFormValues>; disabled: boolean }) {
  const { control, register, formState } = form;
  const errors = formState.errors;
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="number"
        render={({ field }) => (
          <TextInput
            label={texts.number}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            readOnly={disabled}
            error={errors.number?.message}
            {...field}
            onChange={(event) => field.onChange(spacedNumber(event.currentTarget.value))}
          />
        )}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Controller
          control={control}
          name="expiry"
          render={({ field }) => (
            <TextInput
              label={texts.expiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              readOnly={disabled}
              error={errors.expiry?.message}
              {...field}
              onChange={(event) => field.onChange(typedExpiry(event.currentTarget.value, field.value))}
            />
          )}
        />
        <TextInput
          label={texts.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          readOnly={disabled}
          error={errors.cvc?.message}
          {...register('cvc')}
        />
      </SimpleGrid>
      <TextInput
        label={texts.name}
        autoComplete="cc-name"
        readOnly={disabled}
        error={errors.name?.message}
        {...register('name')}
      />
    </Stack>
  );
}
