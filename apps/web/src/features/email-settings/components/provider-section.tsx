import type { EmailMode, EmailProvider, SetEmailProviderRequest } from '@focal/contracts/email-settings';
import { EMAIL_MODES } from '@focal/contracts/email-settings';
import { Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useLinkMutation, useLinkQuery } from '../api/supplied-links';
import type { SectionLinks } from '../api/types';
import { emailSettingsMessages } from '../messages';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SettingsSection } from './settings-section';

const texts = emailSettingsMessages.provider;

/**
 * Why a mode cannot be chosen yet, or null when it can. Gmail needs the installation's Google client
 * (the layout lists the Gmail section only then): without it there is nothing below to connect.
 */
function blockedReason(mode: EmailMode, provider: EmailProvider, gmailOffered: boolean) {
  if (mode === 'smtp' && !provider.smtpVerified) return texts.smtpNotReady;
  if (mode === 'gmail' && !gmailOffered) return texts.gmailNotOffered;
  if (mode === 'gmail' && !provider.gmailConnected) return texts.gmailNotReady;
  return null;
}

type Props = { links: SectionLinks; gmailOffered: boolean };

function ProviderChoice({ provider, links, gmailOffered }: Props & { provider: EmailProvider }) {
  const save = useLinkMutation<EmailProvider, SetEmailProviderRequest>(links.SAVE);
  const [asked, setAsked] = useState<EmailMode | null>(null);

  const confirm = async () => {
    if (!asked) return;
    try {
      await save.mutateAsync({ mode: asked });
      notifySuccess(texts.switched);
    } catch (error) {
      handleApiError(error);
    }
    setAsked(null);
  };

  return (
    <>
      <Radio.Group
        label={texts.label}
        value={provider.mode}
        // A change of where the studio's mail goes is asked first, then saved.
        onChange={(value) => setAsked(value as EmailMode)}
      >
        <Stack gap="sm" mt="xs">
          {EMAIL_MODES.map((mode) => {
            const blocked = mode === provider.mode ? null : blockedReason(mode, provider, gmailOffered);
            return (
              <Radio
                key={mode}
                value={mode}
                label={texts.modes[mode]}
                disabled={!links.SAVE || blocked !== null}
                description={blocked ?? undefined}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      {provider.mode === 'focal' && (
        <Stack gap={2} mt="md">
          <Text size="sm">
            {texts.focalFrom}:{' '}
            <Text span fw={600}>
              {provider.focalFrom}
            </Text>
          </Text>
          {provider.focalReplyTo && (
            <Text size="sm">
              {texts.focalReplyTo}:{' '}
              <Text span fw={600}>
                {provider.focalReplyTo}
              </Text>
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={asked !== null}
        title={texts.confirmTitle}
        text={asked ? texts.confirm(texts.modes[asked]) : ''}
        confirmLabel={texts.switch}
        loading={save.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      />
    </>
  );
}

/** Spec 02 §2 "an email provider section": Focal's sender (the default), own SMTP or Gmail. */
export function ProviderSection({ links, gmailOffered }: Props) {
  const query = useLinkQuery<EmailProvider>(links.GET);
  return (
    <SettingsSection title={texts.heading} intro={texts.intro} query={query} lines={3} readOnly={!links.SAVE}>
      {(provider) => <ProviderChoice provider={provider} links={links} gmailOffered={gmailOffered} />}
    </SettingsSection>
  );
}
