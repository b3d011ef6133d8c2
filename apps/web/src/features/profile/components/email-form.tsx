import type { ChangeEmailRequest } from '@focal/contracts/profile';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { PasswordField } from '../../../shared/password/password-field';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { lazyZodResolver } from '../../../shared/ui/lazy-zod-resolver';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useChangeEmail } from '../api/change-email';
import { profileMessages } from '../messages';

const texts = profileMessages.email;
type EmailValues = { email: string; currentPassword?: string };

// The current password is asked only of an account that has one (one made through an identity
// provider has none); each form loads its own rules.
const withPassword = lazyZodResolver<EmailValues, ChangeEmailRequest>(() =>
  import('../lib/schemas').then((m) => m.emailWithPasswordSchema),
);
const withoutPassword = lazyZodResolver<EmailValues, ChangeEmailRequest>(() =>
  import('../lib/schemas').then((m) => m.emailWithoutPasswordSchema),
);

/** A new address: the server mails it a link, and the address changes when that link is opened. */
export function EmailForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangeEmail();
  const validation = hasPassword ? withPassword : withoutPassword;
  const form = useForm<EmailValues, unknown, ChangeEmailRequest>({
    resolver: validation.resolver,
    defaultValues: hasPassword ? { email: '', currentPassword: '' } : { email: '' },
  });
  const { register, formState } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const profile = await change.mutateAsync(values);
      form.reset();
      notifySuccess(texts.sent(profile.pendingEmail ?? values.email), texts.sentTitle);
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['email', 'currentPassword']) });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
      <Stack gap="sm">
        <TextInput
          label={texts.newEmail}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        {hasPassword && (
          <PasswordField
            label={texts.currentPassword}
            autoComplete="current-password"
            error={formState.errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
