import { type AdminPlan, adminUpdatePlanSchema } from '@focal/contracts/admin-catalogue';
import { Button, Checkbox, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Path, useForm } from 'react-hook-form';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { minorToDecimal } from '../../../../shared/format/format-money';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import { useUpdatePlan } from '../api/update-plan';
import { LIMIT_KEYS, planChanges, type PlanFormValues, planValues } from '../lib/plan-form';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.plans;
// The API's field names where the dialog's differ (the price is typed as a decimal amount).
const fieldOf = (path: string) => (path === 'priceMinor' ? 'price' : path) as Path<PlanFormValues>;

function PlanForm({ plan, onClose }: { plan: AdminPlan; onClose: () => void }) {
  const form = useForm<PlanFormValues>({ defaultValues: planValues(plan) });
  const { register, handleSubmit, formState, setError } = form;
  const update = useUpdatePlan();
  const limitErrors = formState.errors.limits;

  const onSubmit = handleSubmit(async (values) => {
    const { body, invalid } = planChanges(plan, values);
    for (const field of invalid) {
      const message =
        field === 'price' ? texts.amountInvalid(minorToDecimal(1999, plan.currency)) : texts.limitInvalid;
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
        <TextInput
          label={texts.priceLabel(plan.currency)}
          inputMode="decimal"
          error={formState.errors.price?.message}
          {...register('price')}
        />
        <Text size="sm" c="dimmed">
          {texts.limitHint}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {LIMIT_KEYS.map((key) => (
            <TextInput
              key={key}
              label={texts[key]}
              inputMode="numeric"
              placeholder={catalogueMessages.common.unlimited}
              error={limitErrors?.[key]?.message}
              {...register(`limits.${key}`)}
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
