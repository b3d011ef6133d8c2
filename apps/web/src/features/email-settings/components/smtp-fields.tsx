import type { CustomSmtp, SmtpSecurity } from '@focal/contracts/email-settings';
import { SMTP_DEFAULT_PORTS, SMTP_SECURITY } from '@focal/contracts/email-settings';
import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { PasswordField } from '../../../shared/password/password-field';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import type { SmtpFormValues } from '../lib/schemas';
import { storedPasswordState } from '../lib/stored-password';
import { emailSettingsMessages } from '../messages';

const texts = emailSettingsMessages.smtp;

// Hints under their inputs, so the inputs of a row line up whether or not a field has a hint.
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

type Props = { form: UseFormReturn<SmtpFormValues>; smtp: CustomSmtp };

/** The server, its port and security, the sign-in and the sender of the custom SMTP form. */
export function SmtpFields({ form, smtp }: Props) {
  const { register, control, formState, getValues, setValue } = form;
  const errors = formState.errors;
  const [host, port, security, username] = useWatch({
    control,
    name: ['host', 'port', 'security', 'username'],
  });
  // A saved password is kept only for the connection it was saved for; any change asks for it.
  const stored = storedPasswordState(smtp, { host, port, security, username });

  // The usual port follows the security, unless the user typed another one.
  const changeSecurity = (next: SmtpSecurity, onChange: (value: SmtpSecurity) => void) => {
    const port = getValues('port');
    if (port === null || port === SMTP_DEFAULT_PORTS[getValues('security')]) {
      setValue('port', SMTP_DEFAULT_PORTS[next]);
    }
    onChange(next);
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={texts.host}
          placeholder={texts.hostPlaceholder}
          autoComplete="off"
          required
          error={errors.host?.message}
          {...register('host')}
        />
        <Controller
          control={control}
          name="port"
          render={({ field }) => (
            <NumericInput
              label={texts.port}
              description={texts.portHint[security]}
              inputWrapperOrder={HINT_BELOW}
              required
              maxLength={5}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errors.port?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="security"
        render={({ field }) => (
          <Radio.Group
            label={texts.security}
            value={field.value}
            onChange={(value) => changeSecurity(value as SmtpSecurity, field.onChange)}
          >
            <Group gap="lg" mt={6}>
              {SMTP_SECURITY.map((option) => (
                <Radio key={option} value={option} label={texts.securityOptions[option]} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={texts.username}
          autoComplete="off"
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label={texts.password}
          autoComplete="new-password"
          description={
            stored === 'kept' ? texts.passwordStored : stored === 'again' ? texts.passwordAgain : undefined
          }
          inputWrapperOrder={HINT_BELOW}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextInput
          label={texts.senderName}
          required
          error={errors.senderName?.message}
          {...register('senderName')}
        />
        <TextInput
          label={texts.senderEmail}
          type="email"
          required
          error={errors.senderEmail?.message}
          {...register('senderEmail')}
        />
      </SimpleGrid>
      <TextInput
        label={texts.testRecipient}
        type="email"
        required
        error={errors.testRecipient?.message}
        {...register('testRecipient')}
      />
    </>
  );
}
