import { Button, type MantineSize, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { PasswordField } from '../password/password-field';
import { askedLocaleFields, LocaleFields } from '../ui/locale-fields';
import { TermsCheckbox } from '../ui/terms-checkbox';
import { useTermsFormSubmit } from '../ui/use-terms-form-submit';

/** Every answer a sign-up may still need; the server lists which ones this form asks. */
export type CompletionField =
  'email' | 'password' | 'confirmPassword' | 'country' | 'currency' | 'timezone' | 'termsOfUseAccepted';

export type CompletionFormValues = Partial<Record<Exclude<CompletionField, 'termsOfUseAccepted'>, string>> & {
  /** The pending sign-up's token, when the answers finish one (OAuth). */
  token?: string;
  termsOfUseAccepted?: boolean;
};

const LOCALE_NAMES = { timeZone: 'timezone' } as const;

type Props = {
  fields: readonly CompletionField[];
  /** The contract's schema for these fields, as a resolver. */
  resolver: Resolver<CompletionFormValues>;
  defaultValues: CompletionFormValues;
  texts: { email: string; emailNote?: string; password?: string; confirmPassword?: string; submit: string };
  /** Words the password must not be built from (the strength meter). */
  passwordInputs?: string[];
  /** Sends the valid values; a refusal's field messages go under the inputs. */
  send: (values: CompletionFormValues) => Promise<unknown>;
  submitSize?: MantineSize;
  /** Above the fields. */
  intro?: ReactNode;
  /** Below the submit button (a way out). */
  footer?: ReactNode;
};

/**
 * "Just one more step!": the form that finishes an account, used by the account-setup modal (an
 * account that lacks answers) and by the OAuth completion page (a new account from a provider).
 * Only the fields the server listed show and are required; the passwords must match and meet the
 * rules (with a strength meter); submitted with the terms unticked, a reminder shows for 3 s.
 */
export function CompletionForm(props: Props) {
  const { fields, resolver, defaultValues, texts, passwordInputs, send, submitSize, intro, footer } = props;
  const form = useForm<CompletionFormValues>({ resolver, defaultValues });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const asks = (field: CompletionField) => fields.includes(field);
  const localeShown = useMemo(() => askedLocaleFields(fields), [fields]);
  const password = asks('password') ? (watch('password') ?? '') : '';
  const { onSubmit, termsReminder } = useTermsFormSubmit(form, fields, send);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {intro}
        {asks('email') && (
          <TextInput
            label={texts.email}
            type="email"
            autoComplete="email"
            description={texts.emailNote}
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        {asks('password') && (
          <PasswordField
            label={texts.password}
            autoComplete="new-password"
            strengthOf={password}
            userInputs={passwordInputs}
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
        <Button type="submit" loading={formState.isSubmitting} fullWidth size={submitSize}>
          {texts.submit}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
