import type { CustomSmtp, SaveCustomSmtpRequest } from '@focal/contracts/email-settings';
import { SMTP_DEFAULT_PORTS } from '@focal/contracts/email-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { type ErrorWording, describeError } from '../../../shared/errors/describe-error';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError, isSettled } from '../../../shared/http/api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useLinkMutation } from '../api/supplied-links';
import type { SectionLinks } from '../api/types';
import { type SmtpFormOutput, type SmtpFormValues, smtpFormSchema } from '../lib/schemas';
import { storedPasswordApplies } from '../lib/stored-password';
import { emailSettingsMessages } from '../messages';
import { markSpfCheckPending } from '../spf/spf-pending';
import { ReadOnlyFields } from './owner-only';
import { RemoveSmtp } from './remove-smtp';
import { SmtpFields } from './smtp-fields';

const texts = emailSettingsMessages.smtp;
const FIELDS = [
  'host',
  'port',
  'security',
  'username',
  'password',
  'senderName',
  'senderEmail',
  'testRecipient',
] as const;

const toValues = (smtp: CustomSmtp, testRecipient: string): SmtpFormValues => ({
  host: smtp.host ?? '',
  port: smtp.port ?? SMTP_DEFAULT_PORTS.starttls,
  security: smtp.security ?? 'starttls',
  username: smtp.username ?? '',
  // A stored password is never sent back: the field stays empty, and empty keeps it (for the same
  // server, port, security and username only: lib/stored-password.ts).
  password: '',
  senderName: smtp.senderName ?? '',
  senderEmail: smtp.senderEmail ?? '',
  testRecipient,
});

type Props = { smtp: CustomSmtp; links: SectionLinks; formatWhen: (iso: string) => string };

/**
 * Spec 02 §7 "own-server settings": the server sends a real test message first and keeps the
 * settings only when it arrived, so a failure is explained here, in the server's words, beside the
 * form; nothing was saved then.
 */
export function CustomSmtpForm({ smtp, links, formatWhen }: Props) {
  const { profile, authorizedCompany } = useBootstrap();
  const save = useLinkMutation<CustomSmtp, SaveCustomSmtpRequest>(links.SAVE);
  const [failure, setFailure] = useState<ErrorWording | null>(null);
  const form = useForm<SmtpFormValues, unknown, SmtpFormOutput>({
    resolver: zodResolver(smtpFormSchema),
    defaultValues: toValues(smtp, profile.email),
  });

  const onSubmit = form.handleSubmit(async ({ password, ...values }) => {
    setFailure(null);
    // Left empty, the password means "the saved one", which the server keeps only for the same
    // server, port, security and username: for any other, ask here rather than send a blank.
    if (!password && values.username && smtp.hasPassword && !storedPasswordApplies(smtp, values)) {
      form.setError('password', { message: texts.passwordAgainRequired }, { shouldFocus: true });
      return;
    }
    const body: SaveCustomSmtpRequest = password ? { ...values, password } : values;
    try {
      await save.mutateAsync(body);
      markSpfCheckPending(authorizedCompany.id, values.senderEmail);
      form.reset({ ...values, password: '' });
      notifySuccess(texts.saved(values.testRecipient));
    } catch (error) {
      if (isSettled(error)) return;
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        handleApiError(error, { setFieldError: serverFieldSetter(form, FIELDS) });
        return;
      }
      setFailure(describeError(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={texts.heading}>
      <Stack gap="sm">
        <ReadOnlyFields readOnly={!links.SAVE}>
          <SmtpFields form={form} smtp={smtp} />
        </ReadOnlyFields>
        {failure && (
          <Alert color="red" title={`${texts.failedTitle}: ${failure.title}`} role="alert">
            {failure.message}
          </Alert>
        )}
        {smtp.verifiedAt && (
          <Text size="sm" c="dimmed">
            {texts.verifiedAt(formatWhen(smtp.verifiedAt))}
          </Text>
        )}
        {links.SAVE && (
          <Group justify="flex-end">
            {smtp.configured && <RemoveSmtp link={links.DELETE} />}
            <Button type="submit" loading={save.isPending}>
              {texts.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
