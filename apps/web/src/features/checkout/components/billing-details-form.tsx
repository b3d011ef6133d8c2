import { type BillingDetails, billingDetailsSchema } from '@focal/contracts/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useSaveBillingDetails } from '../api/save-billing-details';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.billing;
type Values = z.input<typeof billingDetailsSchema>;
const FIELDS = ['billingEmail', 'billingName', 'billingAddress', 'taxId'] as const;

/** The details printed on invoices, with the contract's rules; saved with PUT. */
export function BillingDetailsForm({ details, onSaved }: { details: BillingDetails; onSaved: () => void }) {
  const form = useForm<Values, unknown, BillingDetails>({
    resolver: zodResolver(billingDetailsSchema),
    defaultValues: details,
  });
  const save = useSaveBillingDetails();
  const { register, formState } = form;
  const errors = formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, [...FIELDS]) });
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="billing-details-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="billing-details-title">
            {texts.details}
          </Title>
          <TextInput
            label={texts.email}
            type="email"
            autoComplete="email"
            error={errors.billingEmail?.message}
            {...register('billingEmail')}
          />
          <TextInput
            label={texts.name}
            autoComplete="organization"
            error={errors.billingName?.message}
            {...register('billingName')}
          />
          <Textarea
            label={texts.address}
            autoComplete="street-address"
            rows={3}
            error={errors.billingAddress?.message}
            {...register('billingAddress')}
          />
          <TextInput label={texts.taxId} error={errors.taxId?.message} {...register('taxId')} />
          <div>
            <Button type="submit" loading={formState.isSubmitting}>
              {texts.save}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
