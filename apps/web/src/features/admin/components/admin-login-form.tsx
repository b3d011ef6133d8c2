import { type LoginRequest, loginRequestSchema } from '@focal/contracts/auth';
import { ErrorCode } from '@focal/contracts/error-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import '@mantine/core/styles/PasswordInput.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { setAdminSession } from '../lib/admin-session';
import { adminLogin } from '../api/admin-login';
import { adminMessages as texts } from '../messages';
import { StudioAccountAlert } from './studio-account-alert';

export function AdminLoginForm() {
  const form = useForm<LoginRequest, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { register, handleSubmit, formState } = form;
  const queryClient = useQueryClient();
  const [studioAccount, setStudioAccount] = useState<{ title: string; message: string } | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setStudioAccount(null);
    try {
      const pair = await adminLogin(values);
      // Nothing a previous administrator loaded here stays on screen.
      queryClient.removeQueries({ queryKey: ['admin'] });
      setAdminSession(pair);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.StudioAccount) {
        setStudioAccount({ title: error.body.errorTitle, message: error.body.errorMessage });
        return;
      }
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['email', 'password']) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {studioAccount && <StudioAccountAlert {...studioAccount} />}
        <TextInput
          label={texts.email}
          type="email"
          autoComplete="username"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={texts.password}
          autoComplete="current-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': texts.showPassword }}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
          {texts.signIn}
        </Button>
      </Stack>
    </form>
  );
}
