import type { SectionLinks } from '../api/types';
import type { GmailConnection, GmailSettingsRequest } from '@focal/contracts/gmail';
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useForm } from 'react-hook-form';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useLinkMutation } from '../api/supplied-links';
import { emailSettingsMessages } from '../messages';
import { ReadOnlyFields } from './owner-only';

const texts = emailSettingsMessages.gmail;
type Values = { receiveReplies: boolean; senderName: string; senderEmail: string };

/** Spec 02 §3 "Gmail reply settings": receive replies, sender name and address (PUT). */
export function GmailSettingsForm({
  connection,
  links,
}: {
  connection: GmailConnection;
  links: SectionLinks;
}) {
  const update = useLinkMutation<GmailConnection, GmailSettingsRequest>(links.UPDATE);
  const form = useForm<Values>({
    defaultValues: {
      receiveReplies: connection.receiveReplies,
      senderName: connection.senderName,
      senderEmail: connection.senderEmail ?? '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The connection the page loaded: the server refuses it when another sign-in replaced it.
      await update.mutateAsync({ accountCredentialId: connection.accountCredentialId, ...values });
      form.reset(values);
      notifySuccess(texts.saved);
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['senderName', 'senderEmail']) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={texts.heading}>
      <ReadOnlyFields readOnly={!links.UPDATE}>
        <Stack gap="sm">
          <Switch label={texts.receiveReplies} {...form.register('receiveReplies')} />
          <TextInput
            label={texts.senderName}
            error={form.formState.errors.senderName?.message}
            {...form.register('senderName')}
          />
          <TextInput
            label={texts.senderEmail}
            type="email"
            error={form.formState.errors.senderEmail?.message}
            {...form.register('senderEmail')}
          />
          {links.UPDATE && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {texts.save}
              </Button>
            </Group>
          )}
        </Stack>
      </ReadOnlyFields>
    </form>
  );
}
