import type { OAuthCompleteRequest, OAuthPendingSignup } from '@focal/contracts/oauth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { startSession } from '../../../shared/session/session-store';
import { saveThankYou, thankYouFrom } from '../../../shared/signup/thank-you-state';
import { askedLocaleFields, LocaleFields } from '../../../shared/ui/locale-fields';
import { TermsCheckbox } from '../../../shared/ui/terms-checkbox';
import { useTermsFormSubmit } from '../../../shared/ui/use-terms-form-submit';
import { useCompleteSignup } from '../api/complete-signup';
import {
  completionBody,
  completionSchema,
  type CompletionValues,
  initialValues,
} from '../lib/completion-schema';
import { oauthMessages } from '../messages';

const texts = oauthMessages.complete;
const LOCALE_NAMES = { timeZone: 'timezone' } as const;

type Props = { token: string; pending: OAuthPendingSignup };

/** The "Just one more step!" form: only the fields the server listed, validated by the contract. */
export function CompletionForm({ token, pending }: Props) {
  const { fields } = pending;
  const navigate = useNavigate();
  const complete = useCompleteSignup();
  const resolver = useMemo(
    () => zodResolver(completionSchema(fields)) as unknown as Resolver<CompletionValues>,
    [fields],
  );
  const defaultValues = useMemo(() => initialValues(token, pending), [token, pending]);
  const form = useForm<CompletionValues>({ resolver, defaultValues });
  const { register, formState } = form;
  const { errors } = formState;
  const asks = (field: (typeof fields)[number]) => fields.includes(field);
  const localeShown = useMemo(() => askedLocaleFields(fields), [fields]);

  const { onSubmit, termsReminder } = useTermsFormSubmit(form, fields, async (values) => {
    const result = await complete.mutateAsync(completionBody(values, fields) as OAuthCompleteRequest);
    if (!('access_token' in result)) {
      // A typed address: no session until its confirmation link is used (in this browser).
      saveThankYou(thankYouFrom(result));
      await navigate('/signup/thankyou', { replace: true });
      return;
    }
    startSession(result, values.email || pending.prefill.email || undefined);
    await navigate('/', { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
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
        <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
          {texts.submit}
        </Button>
      </Stack>
    </form>
  );
}
