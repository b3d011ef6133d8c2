import type { LoginRequest, loginRequestSchema } from '@focal/contracts/auth';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { lazyZodResolver } from '../../../shared/ui/lazy-zod-resolver';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { authMessages } from '../messages';
import { PasswordField } from '../../../shared/password/password-field';

const texts = authMessages.login;
type LoginValues = z.output<typeof loginRequestSchema>;

// The contracts' schema, loaded when the user starts on the form: zod stays off the first load of /login.
const validation = lazyZodResolver<LoginRequest, LoginValues>(() =>
  import('@focal/contracts/auth').then((contracts) => contracts.loginRequestSchema),
);

type Props = {
  /** Signs in; throws the ApiError of a refused attempt. */
  submit: (values: LoginValues) => Promise<void>;
  submitLabel?: string;
  /** Whether to offer the forgotten-password link (photographers, not administrators). */
  withForgotLink?: boolean;
};

export function LoginForm({ submit, submitLabel = texts.submit, withForgotLink = true }: Props) {
  const form = useForm<LoginRequest, unknown, LoginValues>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['email', 'password']) });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} onPointerDown={validation.preload} noValidate>
      <Stack gap="md">
        <TextInput
          label={texts.email}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={texts.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {withForgotLink && (
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot" size="sm">
              {texts.forgot}
            </Anchor>
          </Group>
        )}
        <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
