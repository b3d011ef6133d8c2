import { companyEmailField, companyNameField } from '@focal/contracts/companies';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { companiesMessages as texts } from '../messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';

/** Spec 01 §5, with the contracts' rules and words: required, not only spaces, ≤ 150, a valid email. */
const schema = z.object({ name: companyNameField, email: companyEmailField, importData: z.boolean() });
export type AddCompanyValues = z.input<typeof schema>;
export type NewCompany = { name: string; email: string };

type Props = {
  initial: AddCompanyValues;
  /** With import ticked: on to the Import Data modal. */
  onNext: (company: NewCompany, values: AddCompanyValues) => void;
  /** Import unticked: saves at once; a rejection is shown here. */
  onSave: (company: NewCompany) => Promise<void>;
  onCancel: () => void;
};

export function AddCompanyForm({ initial, onNext, onSave, onCancel }: Props) {
  const form = useForm<AddCompanyValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const importData = useWatch({ control: form.control, name: 'importData' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, importData: withImport }) => {
    if (withImport) {
      onNext({ name, email }, form.getValues());
      return;
    }
    try {
      await onSave({ name, email });
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['name', 'email']) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={texts.name}
          withAsterisk
          autoComplete="organization"
          error={errors.name?.message}
          data-autofocus
          {...form.register('name')}
        />
        <TextInput
          label={texts.email}
          type="email"
          withAsterisk
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Checkbox
          label={texts.importCheckbox}
          description={texts.importHint}
          {...form.register('importData')}
        />
        <DialogFooter mt={0}>
          <Button variant="default" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {importData ? texts.next : texts.save}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}
