import type { LoginRequest, loginRequestSchema } from '@focal/contracts/auth';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState, useTransition } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { authMessages } from '../messages';
import { PasswordField } from '../../../shared/password/password-field';

const texts = authMessages.login;
type LoginValues = z.output<typeof loginRequestSchema>;
const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

// The contracts' schema, loaded when the user starts on the form: zod stays off the first load of
// /login. Two fields need no form library either: react-hook-form would be 14 KB (brotli) of the
// page's first load, so this form keeps its own state, with react-hook-form's behaviour (messages
// of the first failing rule per field, focus on the first, checked again on each change once sent).
let schema: Promise<typeof loginRequestSchema> | null = null;
const loadSchema = () => {
  schema ??= import('@focal/contracts/auth').then((contracts) => contracts.loginRequestSchema);
  schema.catch(() => (schema = null));
  return schema;
};
const preload = () => void loadSchema().catch(() => {});

const readForm = (form: HTMLFormElement): LoginRequest => {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
};

async function validate(form: HTMLFormElement): Promise<{ values: LoginValues | null; errors: Errors }> {
  const result = (await loadSchema()).safeParse(readForm(form));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { values: null, errors };
}

const focusField = (form: HTMLFormElement, field: Field) =>
  (form.elements.namedItem(field) as HTMLInputElement | null)?.focus();

type Props = {
  /** Signs in; throws the ApiError of a refused attempt. */
  submit: (values: LoginValues) => Promise<void>;
  submitLabel?: string;
  /** Whether to offer the forgotten-password link (photographers, not administrators). */
  withForgotLink?: boolean;
  /** The address to start with (the one a confirmation link just confirmed). */
  email?: string | undefined;
};

export function LoginForm({ submit, submitLabel = texts.submit, withForgotLink = true, email }: Props) {
  const [errors, setErrors] = useState<Errors>({});
  // Not a TanStack mutation: /login loads no query library (docs/decisions/fast-on-a-phone.md); React's
  // own async transition keeps the pending state instead of a flag set and cleared by hand.
  const [submitting, startSubmit] = useTransition();
  const sent = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    sent.current = true;
    const checked = await validate(form);
    setErrors(checked.errors);
    const invalid = FIELDS.find((field) => checked.errors[field]);
    if (invalid) return focusField(form, invalid);
    startSubmit(async () => {
      try {
        await submit(checked.values!);
      } catch (error) {
        let focused = false;
        handleApiError(error, {
          // A 400's `data.fields` under the inputs (the first one focused); others are toasted.
          setFieldError: (name, message) => {
            const field = FIELDS.find((candidate) => candidate === name);
            if (!field) return false;
            setErrors((now) => ({ ...now, [field]: message }));
            if (!focused) focusField(form, field);
            focused = true;
            return true;
          },
        });
      }
    });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!sent.current) return;
    void validate(event.currentTarget).then((checked) => setErrors(checked.errors));
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onChange={onChange}
      onFocus={preload}
      onPointerDown={preload}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label={texts.email}
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={email}
          error={errors.email}
        />
        <PasswordField
          label={texts.password}
          name="password"
          autoComplete="current-password"
          error={errors.password}
        />
        {withForgotLink && (
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot" size="sm">
              {texts.forgot}
            </Anchor>
          </Group>
        )}
        <Button type="submit" loading={submitting} fullWidth size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
