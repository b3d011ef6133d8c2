import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ProfileFormValues } from '../../lib/profile-form';
import { companiesMessages as texts } from '../../messages';

const MAX_RATES = 20;

function RemoveIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * The company's default tax settings (the invoices issue uses them): whether prices include tax,
 * the tax number, and the rates, typed as percentages (up to four decimals, read as text) and stored
 * in millionths.
 */
export function TaxFields({ form, readOnly }: { form: UseFormReturn<ProfileFormValues>; readOnly: boolean }) {
  const { register, control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'tax.rates', keyName: 'key' });
  const names = useWatch({ control, name: 'tax.rates' });
  const errors = formState.errors.tax;
  return (
    <Stack gap="sm">
      <Checkbox label={texts.pricesIncludeTax} {...register('tax.pricesIncludeTax')} />
      <TextInput label={texts.taxNumber} error={errors?.taxNumber?.message} {...register('tax.taxNumber')} />
      <Text fw={600} size="sm" id="tax-rates-label">
        {texts.taxRates}
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {texts.noTaxRates}
        </Text>
      )}
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-labelledby="tax-rates-label"
      >
        {fields.map((field, index) => (
          <Group component="li" key={field.key} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label={texts.taxRateName}
              aria-label={texts.rowField(index, texts.taxRateName)}
              flex={2}
              error={errors?.rates?.[index]?.name?.message}
              {...register(`tax.rates.${index}.name`)}
            />
            <TextInput
              label={texts.taxRatePercent}
              aria-label={texts.rowField(index, texts.taxRatePercent)}
              // Text, not a number: 8.875 goes to millionths digit by digit, never through a float.
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              flex={1}
              error={errors?.rates?.[index]?.percent?.message}
              {...register(`tax.rates.${index}.percent`)}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={26}
                size="lg"
                aria-label={texts.removeTaxRate(names?.[index]?.name ?? '')}
                onClick={() => remove(index)}
              >
                <RemoveIcon />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      {!readOnly && fields.length < MAX_RATES && (
        <Group>
          <Button variant="light" size="xs" onClick={() => append({ name: '', percent: '' })}>
            {texts.addTaxRate}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
