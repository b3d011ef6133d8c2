import { TERMS_REQUIRED } from '@focal/contracts/messages';
import { invitationSignupRequestSchema } from '@focal/contracts/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import type { TokenPair } from '../../../shared/session/session-store';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { TermsCheckbox, useTermsReminder } from '../../../shared/ui/terms-checkbox';
import { useInvitationSignup } from '../api/invitation-api';
import { invitationMessages } from '../messages';

/** The app's password input with its strength meter (the auth feature's; the app passes it in). */
export type PasswordInput = ComponentType<
  Omit<TextInputProps, 'type' | 'rightSection'> & { strengthOf?: string; userInputs?: string[] }
>;

// The contract's schema, with the terms as a plain checkbox value the form can hold while unticked.
const formSchema = invitationSignupRequestSchema.extend({
  termsOfUseAccepted: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED),
});
type Values = z.input<typeof formSchema>;
const FIELDS = ['firstName', 'lastName', 'password', 'termsOfUseAccepted'] as const;
const texts = invitationMessages.signup;

type Props = {
  token: string;
  email: string;
  PasswordInput: PasswordInput;
  onSignedUp: (pair: TokenPair) => void;
};

/** Sign-up through an invitation: the address is the invitation's, the rest as on /signup. */
export function InvitationSignupForm({ token, email, PasswordInput, onSignedUp }: Props) {
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { firstName: '', lastName: '', password: '', termsOfUseAccepted: false },
  });
  const { register, handleSubmit, control, formState } = form;
  const { errors } = formState;
  const signup = useInvitationSignup(token);
  const [termsReminder, setTermsReminder] = useTermsReminder();
  const [password, firstName, lastName] = useWatch({ control, name: ['password', 'firstName', 'lastName'] });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        onSignedUp(await signup.mutateAsync({ ...values, termsOfUseAccepted: true }));
      } catch (error) {
        handleApiError(error, { setFieldError: serverFieldSetter(form, FIELDS) });
      }
    },
    (invalid) => setTermsReminder(Boolean(invalid.termsOfUseAccepted)),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={texts.email} value={email} readOnly autoComplete="username" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={texts.firstName}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label={texts.lastName}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </SimpleGrid>
        <PasswordInput
          label={texts.password}
          autoComplete="new-password"
          error={errors.password?.message}
          strengthOf={password}
          userInputs={[email, firstName, lastName].filter(Boolean)}
          {...register('password')}
        />
        <TermsCheckbox showReminder={termsReminder} {...register('termsOfUseAccepted')} />
        <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
          {texts.submit}
        </Button>
      </Stack>
    </form>
  );
}
