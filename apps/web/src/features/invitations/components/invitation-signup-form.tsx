import { invitationSignupRequestSchema } from '@focal/contracts/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { TokenPair } from '../../../shared/session/session-store';
import { PasswordField } from '../../../shared/password/password-field';
import { NameFields } from '../../../shared/ui/name-fields';
import { TermsCheckbox } from '../../../shared/ui/terms-checkbox';
import { withTermsCheckbox } from '../../../shared/ui/terms-schema';
import { useTermsFormSubmit } from '../../../shared/ui/use-terms-form-submit';
import { useInvitationSignup } from '../api/invitation-signup';
import { invitationMessages } from '../messages';

const formSchema = withTermsCheckbox(invitationSignupRequestSchema);
type Values = z.input<typeof formSchema>;
const FIELDS = ['firstName', 'lastName', 'password', 'termsOfUseAccepted'] as const;
const texts = invitationMessages.signup;

type Props = {
  token: string;
  email: string;
  onSignedUp: (pair: TokenPair) => void;
};

/** Sign-up through an invitation: the address is the invitation's, the rest as on /signup. */
export function InvitationSignupForm({ token, email, onSignedUp }: Props) {
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { firstName: '', lastName: '', password: '', termsOfUseAccepted: false },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const signup = useInvitationSignup(token);
  const [password, firstName, lastName] = useWatch({ control, name: ['password', 'firstName', 'lastName'] });

  const { onSubmit, termsReminder } = useTermsFormSubmit(form, FIELDS, async (values) =>
    onSignedUp(await signup.mutateAsync({ ...values, termsOfUseAccepted: true })),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={texts.email} value={email} readOnly autoComplete="username" />
        <NameFields form={form} />
        <PasswordField
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
