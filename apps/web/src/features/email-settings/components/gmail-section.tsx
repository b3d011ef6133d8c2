import type { GmailConnection } from '@focal/contracts/gmail';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { Waiting } from '../../../shared/ui/waiting';
import { Section } from '../../../shared/ui/section';
import { useLinkMutation, useLinkQuery } from '../api/supplied-links';
import type { SectionLinks } from '../api/types';
import { useGmailReturn } from '../api/use-gmail-return';
import { emailSettingsMessages } from '../messages';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { GmailSettingsForm } from './gmail-settings-form';
import { OwnerOnlyNote } from './owner-only';
import { SectionQuery } from './section-query';

const texts = emailSettingsMessages.gmail;

/** Spec 02 §4: the sign-in opens Google's address in the same tab (a plain link does exactly that). */
function ConnectLink({ signInUrl }: { signInUrl: string }) {
  return (
    <Button component="a" href={signInUrl}>
      {texts.connect}
    </Button>
  );
}

function Connected({ connection, links }: { connection: GmailConnection; links: SectionLinks }) {
  const disconnect = useLinkMutation<GmailConnection, undefined>(links.DELETE);
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await disconnect.mutateAsync(undefined);
      notifySuccess(texts.disconnected);
    } catch (error) {
      handleApiError(error);
    }
    setAsking(false);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{texts.connected(connection.address ?? '')}</Text>
        {links.DELETE && (
          <Button variant="default" onClick={() => setAsking(true)}>
            {texts.disconnect}
          </Button>
        )}
      </Group>
      <GmailSettingsForm key={connection.accountCredentialId} connection={connection} links={links} />
      <ConfirmDialog
        opened={asking}
        title={texts.disconnectTitle}
        text={texts.disconnectText}
        confirmLabel={texts.disconnect}
        danger
        loading={disconnect.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}

/** Spec 02 §2 "a Gmail reply section": connect, the connected address, its reply settings, disconnect. */
export function GmailSection({ links }: { links: SectionLinks }) {
  const query = useLinkQuery<GmailConnection>(links.GET, {
    // Each answer carries a fresh sign-in state that lives 10 minutes: a page left open keeps a live one.
    refetchInterval: (data) => (data?.connected === false ? 5 * 60_000 : false),
  });
  const { completing, failure } = useGmailReturn(links.CONNECT);
  return (
    <Section title={texts.heading}>
      <Text size="sm" c="dimmed" mb="sm">
        {texts.intro}
      </Text>
      {!links.CONNECT && <OwnerOnlyNote />}
      {failure && (
        <Alert color="red" title={failure.title} role="alert" mb="sm">
          {failure.message}
        </Alert>
      )}
      {completing ? (
        <Waiting text={texts.completing} />
      ) : (
        <SectionQuery query={query} lines={2}>
          {(connection) => {
            if (!connection.available) return <Text size="sm">{texts.notAvailable}</Text>;
            if (!connection.connected) {
              return connection.signInUrl ? <ConnectLink signInUrl={connection.signInUrl} /> : null;
            }
            return <Connected connection={connection} links={links} />;
          }}
        </SectionQuery>
      )}
    </Section>
  );
}
