import type { ChangePasswordRequest, MyProfile } from '@focal/contracts/profile';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { PasswordField } from '../../../shared/password/password-field';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { lazyZodResolver } from '../../../shared/ui/lazy-zod-resolver';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useChangePassword } from '../api/change-password';
import { profileMessages } from '../messages';
import { Section } from '../../../shared/ui/section';

const texts = profileMessages.password;
const validation = lazyZodResolver<ChangePasswordRequest, ChangePasswordRequest>(() =>
  import('../lib/schemas').then((m) => m.passwordFormSchema),
);
const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '' };

/** The current password and a new one; the server signs out the user's other devices. */
export function PasswordForm({ profile }: { profile: MyProfile }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordRequest>({ resolver: validation.resolver, defaultValues: EMPTY });
  const { register, formState, control } = form;
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      notifySuccess(texts.saved);
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['currentPassword', 'newPassword']) });
    }
  });

  return (
    <Section title={texts.heading}>
      {profile.hasPassword ? (
        <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
          <Stack gap="sm">
            <PasswordField
              label={texts.currentPassword}
              autoComplete="current-password"
              error={formState.errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <PasswordField
              label={texts.newPassword}
              autoComplete="new-password"
              error={formState.errors.newPassword?.message}
              strengthOf={newPassword}
              userInputs={[profile.email, profile.firstName, profile.lastName]}
              {...register('newPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={formState.isSubmitting}>
                {texts.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm">{texts.none}</Text>
      )}
    </Section>
  );
}
