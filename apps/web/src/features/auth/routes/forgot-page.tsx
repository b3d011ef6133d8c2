import { forgotRequestSchema } from '@focal/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { AuthCard } from '../../../shared/ui/auth-card';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useForgotPassword } from '../api/forgot-password';
import { authMessages } from '../messages';

const texts = authMessages.forgot;

export function ForgotPage() {
  const form = useForm<z.input<typeof forgotRequestSchema>, unknown, z.output<typeof forgotRequestSchema>>({
    resolver: zodResolver(forgotRequestSchema),
    defaultValues: { email: '' },
  });
  const { register, handleSubmit, formState } = form;
  const forgot = useForgotPassword();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['email']) });
    }
  });

  return (
    <AuthCard heading={texts.heading} intro={texts.intro}>
      {forgot.isSuccess ? (
        <Alert color="teal" role="status">
          {texts.sent}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={texts.email}
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
              {texts.submit}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {texts.backToLogin}
      </Anchor>
    </AuthCard>
  );
}
