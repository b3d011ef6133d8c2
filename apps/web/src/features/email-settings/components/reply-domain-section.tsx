import type { ReplyDomain, SaveReplyDomainRequest } from '@focal/contracts/email-settings';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useLinkMutation, useLinkQuery } from '../api/supplied-links';
import type { SectionLinks } from '../api/types';
import { emailSettingsMessages } from '../messages';
import { ReadOnlyFields } from './owner-only';
import { SettingsSection } from './settings-section';

const texts = emailSettingsMessages.replyDomain;

function ReplyDomainForm({ replyDomain, links }: { replyDomain: ReplyDomain; links: SectionLinks }) {
  const save = useLinkMutation<ReplyDomain, SaveReplyDomainRequest>(links.SAVE);
  const form = useForm<SaveReplyDomainRequest>({ defaultValues: { username: replyDomain.username ?? '' } });

  // Spec 02 §3 "reply domain: username in, data out"; the server checks the name and that it is free.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ username: values.username.trim().toLowerCase() });
      form.reset({ username: saved.username ?? '' });
      notifySuccess(texts.saved);
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['username']) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={texts.heading}>
      <ReadOnlyFields readOnly={!links.SAVE}>
        <Stack gap="sm">
          <TextInput
            label={texts.username}
            rightSection={<Text size="sm" c="dimmed" pr="xs">{`@${replyDomain.domain}`}</Text>}
            rightSectionWidth={Math.min(240, 16 + replyDomain.domain.length * 8)}
            autoComplete="off"
            error={form.formState.errors.username?.message}
            {...form.register('username')}
          />
          {replyDomain.replyAddress && <Text size="sm">{texts.current(replyDomain.replyAddress)}</Text>}
          {links.SAVE && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {texts.save}
              </Button>
            </Group>
          )}
        </Stack>
      </ReadOnlyFields>
    </form>
  );
}

/** The studio's reply address on Focal's reply domain (replies to mail Focal sends for it). */
export function ReplyDomainSection({ links }: { links: SectionLinks }) {
  const query = useLinkQuery<ReplyDomain>(links.GET);
  return (
    <SettingsSection title={texts.heading} intro={texts.intro} query={query} lines={2} readOnly={!links.SAVE}>
      {(replyDomain) => <ReplyDomainForm replyDomain={replyDomain} links={links} />}
    </SettingsSection>
  );
}
