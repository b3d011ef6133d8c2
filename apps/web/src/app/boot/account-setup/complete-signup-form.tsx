import type { ResourceLink } from '@focal/contracts';
import {
  type AccountSetup,
  type AccountSetupField,
  completeSignUpFormSchema,
} from '@focal/contracts/account-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { PasswordField } from '../../../shared/password/password-field';
import { apiFetch } from '../../../shared/http/client';
import { signOut } from '../../../shared/session/sign-out';
import { askedLocaleFields, LocaleFields } from '../../../shared/ui/locale-fields';
import { TermsCheckbox } from '../../../shared/ui/terms-checkbox';
import { useTermsFormSubmit } from '../../../shared/ui/use-terms-form-submit';
import { accountSetupMessages as texts } from './messages';

export type CompleteSignUpValues = {
  email?: string;
  password?: string;
  confirmPassword?: string;
  country?: string;
  currency?: string;
  timezone?: string;
  termsOfUseAccepted?: boolean;
};

const LOCALE_NAMES = { timeZone: 'timezone' } as const;

/** The listed fields only, started from what the account already holds. */
function initialValues(setup: AccountSetup): CompleteSignUpValues {
  const { prefill } = setup;
  const all: Required<CompleteSignUpValues> = {
    email: prefill.email,
    password: '',
    confirmPassword: '',
    country: prefill.country ?? '',
    currency: prefill.currency,
    timezone: prefill.timezone,
    termsOfUseAccepted: false,
  };
  return Object.fromEntries(setup.fields.map((field) => [field, all[field]]));
}

type Props = { setup: AccountSetup; submit: ResourceLink; onDone: () => void };

/**
 * Spec 01 §5: each field is required only when the server put it on the form; the passwords must
 * match and meet the rules (with a strength meter); an unticked terms box shows the 3-second reminder.
 */
export function CompleteSignUpForm({ setup, submit, onDone }: Props) {
  const { fields } = setup;
  const asks = (field: AccountSetupField) => fields.includes(field);
  const resolver = useMemo(
    () => zodResolver(completeSignUpFormSchema(fields)) as unknown as Resolver<CompleteSignUpValues>,
    [fields],
  );
  const defaultValues = useMemo(() => initialValues(setup), [setup]);
  const form = useForm<CompleteSignUpValues>({ resolver, defaultValues });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const localeShown = useMemo(() => askedLocaleFields(fields), [fields]);
  const password = watch('password') ?? '';

  const { onSubmit, termsReminder } = useTermsFormSubmit(form, fields, async (values) => {
    const body = Object.fromEntries(fields.map((field) => [field, values[field]]));
    // The answer carries the welcome modal and asks for the route to reload (response extras).
    await apiFetch(submit.url, { method: submit.method ?? 'POST', body });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>{texts.completeIntro}</Text>
        {asks('email') && (
          <TextInput
            label={texts.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        {asks('password') && (
          <PasswordField
            label={texts.password}
            autoComplete="new-password"
            strengthOf={password}
            userInputs={[setup.prefill.email, setup.prefill.firstName]}
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        {asks('confirmPassword') && (
          <PasswordField
            label={texts.confirmPassword}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        )}
        <LocaleFields form={form} names={LOCALE_NAMES} show={localeShown} />
        {asks('termsOfUseAccepted') && (
          <TermsCheckbox
            showReminder={termsReminder}
            error={
              errors.termsOfUseAccepted?.type === 'server' ? errors.termsOfUseAccepted.message : undefined
            }
            {...register('termsOfUseAccepted')}
          />
        )}
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          {texts.submit}
        </Button>
        <Button variant="subtle" color="gray" onClick={() => void signOut('user')}>
          {texts.signOut}
        </Button>
      </Stack>
    </form>
  );
}
