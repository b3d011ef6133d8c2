import { Button, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { currencyForCountry } from '../../../shared/locale/currency-by-country';
import { browserCountry, browserTimeZone, supportedCurrencies } from '../../../shared/locale/locale-options';
import { LocaleFields } from '../../../shared/ui/locale-fields';
import { NameFields } from '../../../shared/ui/name-fields';
import { lazyZodResolver } from '../../../shared/ui/lazy-zod-resolver';
import { preloadTermsReminder, TermsCheckbox } from '../../../shared/ui/terms-checkbox';
import { useTermsFormSubmit } from '../../../shared/ui/use-terms-form-submit';
import { type SignupResult, useSignup } from '../api/signup';
import { authMessages } from '../messages';
import { PasswordField } from '../../../shared/password/password-field';
import type { signupFormSchema } from './signup-schema';

type SignupFormValues = z.input<typeof signupFormSchema>;
type SignupValues = z.output<typeof signupFormSchema>;

// Validation runs on submit, so the schema (and zod) loads when the user starts on the form, after
// the page has painted; the terms reminder's popover likewise.
const validation = lazyZodResolver<SignupFormValues, SignupValues>(() =>
  import('./signup-schema').then((m) => m.signupFormSchema),
);
const startOnForm = () => {
  validation.preload();
  void preloadTermsReminder();
};

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'companyName',
  'country',
  'currency',
  'timeZone',
] as const;
const texts = authMessages.signup;

function initialValues(): SignupFormValues {
  const country = browserCountry();
  return {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    companyName: '',
    country,
    currency: currencyForCountry(country, supportedCurrencies()),
    timeZone: browserTimeZone(),
    termsOfUseAccepted: false,
  };
}

export function SignupForm({ onSuccess }: { onSuccess: (result: SignupResult) => void }) {
  const defaultValues = useMemo(initialValues, []);
  const form = useForm<SignupFormValues, unknown, SignupValues>({
    resolver: validation.resolver,
    defaultValues,
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const signup = useSignup();
  const [password, email, firstName, lastName] = useWatch({
    control,
    name: ['password', 'email', 'firstName', 'lastName'],
  });

  const { onSubmit: onValid, termsReminder } = useTermsFormSubmit(form, FIELDS, async (values) =>
    onSuccess(await signup.mutateAsync({ ...values, termsOfUseAccepted: true })),
  );

  return (
    <form onSubmit={onValid} onFocus={startOnForm} onPointerDown={startOnForm} noValidate>
      <Stack gap="md">
        <NameFields form={form} />
        <TextInput
          label={texts.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={texts.password}
          autoComplete="new-password"
          error={errors.password?.message}
          strengthOf={password}
          userInputs={[email, firstName, lastName].filter(Boolean)}
          {...register('password')}
        />
        <TextInput
          label={texts.companyName}
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <LocaleFields form={form} />
        <TermsCheckbox showReminder={termsReminder} {...register('termsOfUseAccepted')} />
        <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
          {texts.submit}
        </Button>
      </Stack>
    </form>
  );
}
