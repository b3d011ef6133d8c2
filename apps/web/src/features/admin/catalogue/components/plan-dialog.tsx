import { type AdminPlan, adminUpdatePlanSchema } from '@focal/contracts/admin-catalogue';
import { Button, Checkbox, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type Path, useForm } from 'react-hook-form';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { minorDigits, minorToDecimal } from '../../../../shared/format/format-money';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import { NumericInput } from '../../../../shared/ui/numeric-input/numeric-input';
import { useUpdatePlan } from '../api/update-plan';
import { LIMIT_KEYS, type LimitKey, planChanges, type PlanFormValues, planValues } from '../lib/plan-form';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.plans;
// The API's field names where the dialog's differ (the price is typed as a decimal amount).
const fieldOf = (path: string) => (path === 'priceMinor' ? 'price' : path) as Path<PlanFormValues>;
// The contract's bounds: every account has its one company and user; prices up to 1,000,000.00.
const LIMIT_MIN: Record<LimitKey, number> = {
  activeJobs: 0,
  companies: 1,
  users: 1,
  bookingForms: 0,
  contactForms: 0,
};
const LIMIT_MAX = 100_000;
const PRICE_MAX_MINOR = 100_000_000;

function PlanForm({ plan, onClose }: { plan: AdminPlan; onClose: () => void }) {
  const form = useForm<PlanFormValues>({ defaultValues: planValues(plan) });
  const { register, control, handleSubmit, formState, setError } = form;
  const digits = minorDigits(plan.currency);
  const update = useUpdatePlan();

  const onSubmit = handleSubmit(async (values) => {
    const { body, invalid } = planChanges(plan, values);
    for (const field of invalid) {
      const message = texts.amountInvalid(minorToDecimal(1999, plan.currency));
      setError(field as Path<PlanFormValues>, { type: 'validate', message }, { shouldFocus: true });
    }
    if (invalid.length > 0) return;
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    const checked = adminUpdatePlanSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        setError(fieldOf(issue.path.join('.')), { message: issue.message });
      return;
    }
    try {
      const saved = await update.mutateAsync({ planId: plan.planId, body });
      notifySuccess(texts.saved(saved.name));
      onClose();
    } catch (error) {
      handleApiError(error, {
        setFieldError: (field, message) => {
          setError(fieldOf(field), { type: 'server', message }, { shouldFocus: true });
          return true;
        },
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label={texts.name} error={formState.errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="price"
          render={({ field, fieldState }) => (
            <NumericInput
              label={texts.priceLabel(plan.currency)}
              decimals={digits}
              max={PRICE_MAX_MINOR / 10 ** digits}
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          {texts.limitHint}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {LIMIT_KEYS.map((key) => (
            <Controller
              key={key}
              control={control}
              name={`limits.${key}`}
              render={({ field, fieldState }) => (
                <NumericInput
                  label={texts[key]}
                  decimals={0}
                  min={LIMIT_MIN[key]}
                  max={LIMIT_MAX}
                  placeholder={catalogueMessages.common.unlimited}
                  error={fieldState.error?.message}
                  {...field}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Checkbox label={texts.automations} {...register('automations')} />
        <Checkbox label={texts.activeLabel} {...register('active')} />
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onClose}>
          {catalogueMessages.common.cancel}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {catalogueMessages.common.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Edits one plan: the price typed as a decimal amount (kept as minor units), blank limits unlimited. */
export function PlanDialog({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  return (
    <Modal
      opened={plan !== null}
      onClose={onClose}
      title={plan ? texts.editTitle(plan.name) : ''}
      centered
      size="lg"
    >
      {plan && <PlanForm key={plan.planId} plan={plan} onClose={onClose} />}
    </Modal>
  );
}
