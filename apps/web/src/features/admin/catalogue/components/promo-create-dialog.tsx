import '@mantine/core/styles/Radio.css';
import { Button, Group, Modal, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import { useCreatePromoCode } from '../api/create-promo-code';
import { emptyPromo, promoBody, promoFieldFor, type PromoFormValues } from '../lib/promo-form';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.promo;
const CURRENCIES = Intl.supportedValuesOf('currency');
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

function PromoForm({ onClose }: { onClose: () => void }) {
  const form = useForm<PromoFormValues>({ defaultValues: emptyPromo() });
  const { register, control, handleSubmit, formState, setError, getValues } = form;
  const [discountType, duration] = useWatch({ control, name: ['discountType', 'duration'] });
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
          <TextInput
            label={texts.percentOff}
            inputMode="numeric"
            rightSection="%"
            error={errors.percentOff?.message}
            {...register('percentOff')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={texts.amountOff}
              inputMode="decimal"
              error={errors.amountOff?.message}
              {...register('amountOff')}
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
          {duration === 'repeating' && (
            <TextInput
              label={texts.durationInPeriods}
              inputMode="numeric"
              error={errors.durationInPeriods?.message}
              {...register('durationInPeriods')}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="datetime-local"
            label={texts.expiresAt}
            error={errors.expiresAt?.message}
            {...register('expiresAt')}
          />
          <TextInput
            label={texts.maxRedemptions}
            description={texts.maxHint}
            inputMode="numeric"
            error={errors.maxRedemptions?.message}
            {...register('maxRedemptions')}
          />
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
