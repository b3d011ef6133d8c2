import '@mantine/core/styles/Radio.css';
import { Button, Group, Modal, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { minorDigits } from '../../../../shared/format/format-money';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import { NumericInput } from '../../../../shared/ui/numeric-input/numeric-input';
import { useCreatePromoCode } from '../api/create-promo-code';
import { emptyPromo, promoBody, promoFieldFor, type PromoFormValues } from '../lib/promo-form';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.promo;
const CURRENCIES = Intl.supportedValuesOf('currency');
// The contract's bounds (percent 1–100, up to 120 payments, 1,000,000 redemptions, 1,000,000.00 off).
const AMOUNT_MAX_MINOR = 100_000_000;
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

function PromoForm({ onClose }: { onClose: () => void }) {
  const form = useForm<PromoFormValues>({ defaultValues: emptyPromo() });
  const { register, control, handleSubmit, formState, setError, getValues } = form;
  const [discountType, duration, currency] = useWatch({
    control,
    name: ['discountType', 'duration', 'currency'],
  });
  const digits = minorDigits(currency || 'USD');
  const create = useCreatePromoCode();
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    const { body, errors: invalid } = promoBody(values, {
      wholeNumber: texts.wholeNumber,
      amount: catalogueMessages.plans.amountInvalid('10.00'),
    });
    const fields = Object.entries(invalid) as [keyof PromoFormValues, string][];
    fields.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
    if (fields.length > 0) return;
    try {
      const created = await create.mutateAsync(body);
      notifySuccess(texts.created(created.code));
      onClose();
    } catch (error) {
      handleApiError(error, {
        setFieldError: (field, message) => {
          const name = promoFieldFor(field, getValues());
          if (name) setError(name, { type: 'server', message }, { shouldFocus: true });
          return name !== null;
        },
      });
    }
  });

  const select = (
    name: 'kind' | 'duration' | 'currency',
    label: string,
    data: { value: string; label: string }[],
  ) => <NativeSelect label={label} data={data} error={errors[name]?.message} {...register(name)} />;
  const whole = (
    name: 'percentOff' | 'durationInPeriods' | 'maxRedemptions',
    label: string,
    bounds: { min: number; max: number; description?: string; rightSection?: string },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumericInput label={label} decimals={0} error={fieldState.error?.message} {...bounds} {...field} />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={texts.code}
            autoComplete="off"
            error={errors.code?.message}
            {...register('code')}
          />
          {select('kind', texts.kind, options(texts.kinds))}
        </SimpleGrid>
        <Controller
          control={control}
          name="discountType"
          render={({ field }) => (
            <Radio.Group label={texts.discountType} value={field.value} onChange={field.onChange}>
              <Group gap="md" mt="xs">
                <Radio value="percent" label={texts.percent} />
                <Radio value="amount" label={texts.amount} />
              </Group>
            </Radio.Group>
          )}
        />
        {discountType === 'percent' ? (
          whole('percentOff', texts.percentOff, { min: 1, max: 100, rightSection: '%' })
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Controller
              control={control}
              name="amountOff"
              render={({ field, fieldState }) => (
                <NumericInput
                  label={texts.amountOff}
                  decimals={digits}
                  min={10 ** -digits}
                  max={AMOUNT_MAX_MINOR / 10 ** digits}
                  error={fieldState.error?.message}
                  {...field}
                />
              )}
            />
            {select(
              'currency',
              texts.currency,
              CURRENCIES.map((code) => ({ value: code, label: code })),
            )}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {select('duration', texts.duration, options(texts.durations))}
          {duration === 'repeating' &&
            whole('durationInPeriods', texts.durationInPeriods, { min: 1, max: 120 })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="datetime-local"
            label={texts.expiresAt}
            error={errors.expiresAt?.message}
            {...register('expiresAt')}
          />
          {whole('maxRedemptions', texts.maxRedemptions, {
            min: 1,
            max: 1_000_000,
            description: texts.maxHint,
          })}
        </SimpleGrid>
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onClose}>
          {catalogueMessages.common.cancel}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {texts.createSubmit}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Creates a promo code: a percentage or an amount off, for one, several or every payment. */
export function PromoCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={texts.createTitle} centered size="lg">
      {opened && <PromoForm onClose={onClose} />}
    </Modal>
  );
}
