import { resetRequestSchema } from '@focal/contracts/auth';
import { PASSWORDS_DIFFER, REQUIRED } from '@focal/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { AuthCard } from '../../../shared/ui/auth-card';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useResetPassword } from '../api/reset-password';
import { PasswordField } from '../../../shared/password/password-field';
import { authMessages } from '../messages';

const texts = authMessages.reset;

const resetFormSchema = z
  .object({
    password: resetRequestSchema.shape.password,
    confirmPassword: z.string().min(1, REQUIRED),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
type ResetValues = z.infer<typeof resetFormSchema>;

/** Opens from the emailed reset link (/new/confirm/{token}). */
export function ResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState, control } = form;
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    try {
      await reset.mutateAsync({ token, password: newPassword });
      notifySuccess(texts.done);
      await navigate('/login', { replace: true });
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['password']) });
    }
  });

  return (
    <AuthCard heading={texts.heading}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={texts.password}
            autoComplete="new-password"
            error={formState.errors.password?.message}
            strengthOf={password}
            {...register('password')}
          />
          <PasswordField
            label={texts.confirmPassword}
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
            {texts.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
